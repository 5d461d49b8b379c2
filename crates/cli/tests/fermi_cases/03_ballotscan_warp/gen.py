#!/usr/bin/env python3
"""03_ballotscan_warp: mgpu_old support/src/ballotscan/ballotscan.cu BallotScanWarp, 1 x 32: stream compaction of the values != -1.0f."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import ballotscan  # noqa: E402

if __name__ == "__main__":
    ballotscan(HERE, 32, "BallotScanWarp", 0, 12)
