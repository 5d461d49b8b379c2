#!/usr/bin/env python3
"""24_sorthist4: mgpu_old sort/src/kernels/sorthist.cu SortHist_4 (1024 threads, 16 digits): turns the per-task digit
counts of a radix sort pass into the byte offsets where each task's digits start, and writes the digit scan.
Its input is what 26_count_buckets4 leaves (test2.cpp runs CountBucketsLoop_4, then SortHist_4 on its output).
25_sorthist7 imports this file (same model, 128 digits: the other branch of StridedMultiScan)."""
import importlib.util
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, guarded_buffer, intra_warp_scan  # noqa: E402

NT, W = 1024, 32
M32 = 0xFFFFFFFF
TOT, SCAN = 0x100000, 0x200000
COMMIT = "f6e904b6f7569575957f524b14132e761a5d9c07"
CUBIN = "seanbaxter+mgpu_old__sort__src__cubin__sorthist__79aa52d3.cubin"


def rule(counts, num_tasks, nd):
    """What the pass is for: offset of (task t, digit d) = all values of smaller digits + digit d in earlier tasks."""
    total = [sum(counts[t * nd + d] for t in range(num_tasks)) for d in range(nd)]
    scan = [sum(total[:d]) for d in range(nd)]
    out = []
    for t in range(num_tasks):
        for d in range(nd):
            out.append(4 * (scan[d] + sum(counts[u * nd + d] for u in range(t))))
    return out, scan


def strided_multiscan(nb, xs):
    """StridedMultiScan<1024, nb> over the 1024 threads' x; returns (per-thread exclusive offset, totals_shared)."""
    nd = 1 << nb
    shared = [0] * (2 * NT)
    totals = [0] * NT
    lane = [t & (W - 1) for t in range(NT)]
    lane2 = [t & (nd - 1) for t in range(NT)]
    warp = [t // W for t in range(NT)]
    x = list(xs)
    if nd < W:
        count = list(x)
        for t in range(NT):
            shared[t] = x[t]
        for i in range(5 - nb):                   # each warp in lockstep: all reads, then all writes
            off = nd << i
            x = [x[t] + shared[t - off] if lane[t] >= off else x[t] for t in range(NT)]
            for t in range(NT):
                shared[t] = x[t]
        lane_exc = [(x[t] - count[t]) & M32 for t in range(NT)]
        for t in range(NT):                       # __syncthreads() before and after
            if lane[t] >= W - nd:
                shared[(W + 1) * lane2[t] + warp[t]] = x[t]
        for wp in range(nd):                      # warps 0..nd-1, each its digit
            base = (W + 1) * wp
            y = [shared[base + ln] for ln in range(W)]
            cnt = list(y)
            for i in range(5):
                off = 1 << i
                y = [y[ln] + shared[base + ln - off] if ln >= off else y[ln] for ln in range(W)]
                for ln in range(W):
                    shared[base + ln] = y[ln]
            totals[wp] = y[W - 1]
            for ln in range(W):
                shared[base + ln] = (y[ln] - cnt[ln]) & M32
        y = [totals[t] for t in range(nd)]        # tid < nd
        cnt = list(y)
        for i in range(nb):
            off = 1 << i
            y = [y[t] + totals[t - off] if t >= off else y[t] for t in range(nd)]
            if i == nb - 1:
                y = [(y[t] - cnt[t]) & M32 for t in range(nd)]
            for t in range(nd):
                totals[t] = y[t]
        exc = [(totals[lane2[t]] + shared[lane2[t] * (W + 1) + warp[t]] + lane_exc[t]) & M32 for t in range(NT)]
        return exc, totals
    # 32, 64 or 128 digits
    for t in range(NT):
        shared[t] = x[t]
    for t in range(nd):
        acc = 0
        for i in range(NT // nd):
            y = shared[i * nd + t]
            shared[i * nd + t] = acc
            acc = (acc + y) & M32
        totals[t + t // W] = acc
    assert nb == 7, "only the 128-digit scan (IntraWarpScan128) is modelled"
    idx = [4 * t + (4 * t) // W for t in range(W)]
    val = [[totals[idx[t] + k] for k in range(4)] for t in range(W)]
    off1 = [(v[0] + v[1]) & M32 for v in val]
    off2 = [(off1[t] + val[t][2]) & M32 for t in range(W)]
    s = [(off2[t] + val[t][3]) & M32 for t in range(W)]
    # IntraWarpParallelScan<5>(lane, sum, totals_shared, noPred = false, inc = false)
    xx = intra_warp_scan(s, totals, 5)
    scan = [(xx[t] - s[t]) & M32 for t in range(W)]
    for t in range(W):
        v = val[t]
        new = [scan[t], (scan[t] + v[0]) & M32, (scan[t] + off1[t]) & M32, (scan[t] + off2[t]) & M32]
        for k in range(4):
            totals[idx[t] + k] = new[k]
    exc = [(totals[lane2[t] + lane2[t] // W] + shared[t]) & M32 for t in range(NT)]
    return exc, totals


def sorthist(nb, counts, num_tasks):
    """SortHist<1024, nb>(blockTotals, numTasks, totalsScan) as the source reads; returns (blockTotals, totalsScan)."""
    nd = 1 << nb
    ncol = NT // nd
    quot, rem = num_tasks // ncol, (ncol - 1) & num_tasks
    bt = list(counts)
    ranges, xs = [], []
    for t in range(NT):
        col, lane2 = t // nd, t & (nd - 1)
        rx = quot * col + min(col, rem)           # ComputeTaskRange(col, quot, rem, 1, numTasks)
        ry = min(rx + quot + (1 if col < rem else 0), num_tasks)
        start, end = nd * rx + lane2, nd * ry
        ranges.append((start, end))
        xs.append(sum(bt[i] for i in range(start, end, nd)) & M32)
    exc, totals = strided_multiscan(nb, xs)
    scan = [totals[t + t // W] for t in range(nd)]
    for t in range(NT):
        e = exc[t]
        for i in range(*ranges[t], nd):
            c = bt[i]
            bt[i] = (4 * e) & M32
            e = (e + c) & M32
    return bt, scan


def random_counts(num_tasks, nd, seed):
    """Per-task digit counts as CountBucketsLoop leaves them (one row of nd counts a task), drawn at random."""
    rng = random.Random(seed)
    return [0 if rng.random() < 0.05 else rng.randint(0, 511) for _ in range(num_tasks * nd)]


def build(here, nb, num_tasks, counts):
    nd = 1 << nb
    assert len(counts) == num_tasks * nd
    want, want_scan = rule(counts, num_tasks, nd)
    got, got_scan = sorthist(nb, counts, num_tasks)
    assert got == want and got_scan == want_scan
    tot_global, tot_compare = guarded_buffer(here, "totals", TOT, want, init=counts)
    scan_global, scan_compare = guarded_buffer(here, "scan", SCAN, want_scan)
    dump_case(here, {
        "cubin": CUBIN, "kernel": "SortHist_%d" % nb, "grid": [1, 1, 1], "block": [NT, 1, 1], "shared_dynamic": 0,
        "params": [hex(TOT), str(num_tasks), hex(SCAN)],
        "globals": [tot_global, scan_global],
        "compare": [tot_compare, scan_compare],
        "max_steps": 200000,
        "host_source": "seanbaxter/mgpu_old sort/vs9/test2/test2.cpp@" + COMMIT,
        "rule": "blockTotals[t*%d+d] = 4 * (sum of all counts of digits < d + counts of digit d in tasks < t); "
                "totalsScan[d] = exclusive scan of the digit totals; guards unchanged" % nd,
    })


def counts_of_26():
    """26_count_buckets4's expected totals (its gen.py, imported): the digit counts of its 88 tasks."""
    spec = importlib.util.spec_from_file_location(
        "count26", os.path.join(os.path.dirname(HERE), "26_count_buckets4", "gen.py"))
    c26 = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(c26)
    keys = c26.make_keys(random.Random(c26.SEED))
    _, totals = c26.rule(keys, c26.NUM_BLOCKS, c26.NUM_TASKS)
    return c26.NUM_TASKS, [totals[i] for i in range(c26.NUM_TASKS * c26.ND)]


if __name__ == "__main__":
    n, counts = counts_of_26()
    build(HERE, 4, n, counts)
