#!/usr/bin/env python3
"""12_vecadd_drv_b: 11_vecadd_drv's case (Multi2Sim's vectorAddDrv VecAdd_kernel; same launch, data and memory
layout) on the other build of its cubin, which branches with @P0 BRA.U over @!P0 code instead of @P0 EXIT.
Writes the same .bin files as 11 and a case.json that differs in the cubin, the host commit and the rule text."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
# the data, launch and layout are 11_vecadd_drv's: run its make_case with this build's cubin, commit and rule tag
_spec = importlib.util.spec_from_file_location("vecadd11", os.path.join(os.path.dirname(HERE), "11_vecadd_drv", "gen.py"))
v11 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(v11)

if __name__ == "__main__":
    v11.make_case(HERE, "Multi2Sim+multi2sim__samples__fermi__vectorAddDrv__vectorAdd_kernel__f4fe7dca.cubin",
                  "6fdcad92a1eb538ae510eb559c9c1ae3ef18e48b", " (build f4fe7dca: @P0 BRA.U over @!P0 code)")
