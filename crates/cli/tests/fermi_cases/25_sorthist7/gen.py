#!/usr/bin/env python3
"""25_sorthist7: mgpu_old sort/src/kernels/sorthist.cu SortHist_7 (1024 threads, 128 digits): StridedMultiScan's
sequential branch (8 copies of each digit column summed by threads 0..127) and IntraWarpScan128. The model is
24_sorthist4's gen.py."""
import importlib.util
import os

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("sorthist24", os.path.join(os.path.dirname(HERE), "24_sorthist4", "gen.py"))
s24 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(s24)

if __name__ == "__main__":
    # numTasks = min(BlocksPerSM x numSMs, numBlocks): CountBucketsLoop_7 has launch bound 3, 15 SMs
    s24.build(HERE, 7, 45, s24.random_counts(45, 128, 20261205))
