# lit configuration for the fusion-opt FileCheck tests.
# Tools (fusion-opt, filecheck) come from PATH: the environment the project is installed in.
import os
import shutil

import lit.formats

config.name = "fusion-mlir"
config.test_format = lit.formats.ShTest()  # lit's internal shell; ShTest(True) is refused
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py"]
config.environment["PATH"] = os.environ.get("PATH", "")
config.environment["TF_CPP_MIN_LOG_LEVEL"] = "1"
for var in ("HOME", "XDG_CACHE_HOME", "FUSION_MLIR_CACHE_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
for tool in ("fusion-opt", "filecheck"):
    if shutil.which(tool) is None:
        lit_config.fatal(f"{tool} not found on PATH: install the project with its test extra")
