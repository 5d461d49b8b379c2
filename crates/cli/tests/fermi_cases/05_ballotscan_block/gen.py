#!/usr/bin/env python3
"""05_ballotscan_block: mgpu_old support/src/ballotscan/ballotscan.cu BallotScanBlock, 1 x 256: stream compaction of the values != -1.0f."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import ballotscan  # noqa: E402

if __name__ == "__main__":
    ballotscan(HERE, 256, "BallotScanBlock", 1, 14)
