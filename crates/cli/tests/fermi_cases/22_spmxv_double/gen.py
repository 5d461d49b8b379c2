#!/usr/bin/env python3
"""22_spmxv_double: mgpu_old sparse/src/kernels/spmxv.cu SpMxV_4 built with MAT_TYPE_DOUBLE (spmxv_double.cubin):
per 128-value group (one warp), the partial dot products of the group's rows with x, written to tempOutput.
The matrix is encoded as mgpusparse/encoder.cpp (EncodeMatrixCOO) encodes it; 23_spmxv_finalize_double
imports this file for the same data."""
import math
import os
import random
import struct
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from caselib import dump_case, write  # noqa: E402

W, VT, WPB = 32, 4, 8            # warp size, values per thread (SpMxV_4), warps per block
STORE_FLAG = 1 << 25
OUTIDX, COLS, VALS, XVEC, TEMP = 0x100000, 0x200000, 0x300000, 0x400000, 0x500000
ROWIDX, YVEC = 0x600000, 0x700000  # used by 23
HEIGHT, WIDTH = 600, 700
PAD = 8                          # guard words after tempOutput (and before)
GUARD = 0xDEADBEEF
COMMIT = "9a9f8e2ccc922ed8b9172aa326940a57608e5248"
CUBIN = "seanbaxter+mgpu_old__sparse__src__cubin__spmxv_double__8c93894d.cubin"


def d2w(x):
    lo, hi = struct.unpack("<II", struct.pack("<d", x))
    return [lo, hi]


def dbits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def fma(a, b, c):
    """IEEE binary64 fused multiply-add, round to nearest even (what DFMA computes)."""
    if a == 0 or b == 0:                          # the product is a signed zero
        if c == 0:
            neg = math.copysign(1.0, a) * math.copysign(1.0, b) < 0 and math.copysign(1.0, c) < 0
            return -0.0 if neg else 0.0
        return c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return 0.0
    return exact.numerator / exact.denominator    # int / int: correctly rounded in CPython


def make_matrix(rng):
    """COO (row-sorted) matrix: rows of 0..12 nonzeros, a few long rows, some empty rows; values and x uniform(-1, 1)."""
    counts = [rng.choice([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12]) for _ in range(HEIGHT)]
    counts[37], counts[300], counts[301], counts[599] = 150, 300, 40, 9
    rows, cols, vals = [], [], []
    for r, n in enumerate(counts):
        for c in sorted(rng.sample(range(WIDTH), n)):
            rows.append(r)
            cols.append(c)
            vals.append(rng.uniform(-1.0, 1.0))
    x = [rng.uniform(-1.0, 1.0) for _ in range(WIDTH)]
    return rows, cols, vals, x


def encode(height, vt, rows_in, cols_in, vals_in):
    """EncodeMatrixCOO (encoder.cpp): groups of 32*vt values covering at most 32 rows, transposed to
    strided order, with the scan/store fields baked into the top bits of the column indices."""
    count = W * vt
    col_out, val_out, out_idx = [], [], []
    row_indices = [0] * (height + 1)
    nz, pos, prev_row, output_index, last_stored_row = len(rows_in), 0, -1, 0, 0
    while nz:
        end = min(nz, count)
        first_row = rows_in[pos]
        rows, cols, vals = [], [], []
        for i in range(count):
            row = 0x7FFFFFFF
            if i < end:
                row = rows_in[pos + i]
                if row >= first_row + W:
                    end = i
            if i < end:
                col, val, prev_row = cols_in[pos + i], vals_in[pos + i], row
            else:
                col, val, row = 0, 0.0, prev_row
            rows.append(row)
            cols.append(col)
            vals.append(val)
        shared_rows, lane_starts = [], []
        for lane in range(W):
            lane_starts.append(len(shared_rows))
            for j in range(vt):
                r = rows[vt * lane + j]
                if j < vt - 1:
                    if r < rows[vt * lane + j + 1]:
                        cols[vt * lane + j] |= STORE_FLAG
                        shared_rows.append(r)
                else:
                    shared_rows.append(r)
        slots = len(shared_rows)
        assert slots <= 64
        starts, lasts = {}, {}
        for i, r in enumerate(shared_rows):
            starts.setdefault(r, i)
            lasts[r] = i
        dist = [i - starts[shared_rows[i]] if i < slots else 0 for i in range(64)]
        uniq = []
        for r in shared_rows:
            if not uniq or uniq[-1] != r:
                uniq.append(r)
        enc = len(uniq)
        row_sum = [lasts[uniq[i]] if i < enc else 0 for i in range(W)]
        for lane in range(W):
            k = lane * vt
            cols[k + 0] |= lane_starts[lane] << 26
            cols[k + 1] |= (int(lane < enc) << 26) | (dist[lane] << 27)
            cols[k + 2] |= dist[32 + lane] << 26
            cols[k + 3] |= row_sum[lane] << 26
        for j in range(vt):
            for lane in range(W):
                col_out.append(cols[vt * lane + j] & 0xFFFFFFFF)
                val_out.append(vals[vt * lane + j])
        out_idx.append(output_index)
        for r in uniq:
            for j in range(last_stored_row + 1, r + 1):
                row_indices[j] = output_index
            output_index += 1
            last_stored_row = r
        pos += end
        nz -= end
    row_indices[height] = output_index
    return col_out, val_out, out_idx, row_indices, output_index


def spmxv(vt, out_idx, col_idx, sparse, x, out_size):
    """SpMxV<VT> as the source reads, one warp (32 lanes in lockstep) per group; returns tempOutput."""
    temp = [None] * out_size
    for gid in range(len(out_idx)):
        warp_out = out_idx[gid]
        slots = [None] * 64                      # sharedSlots_shared[sharedOffset ..], this warp's 64 slots
        th = []
        for lane in range(W):
            off0 = W * vt * gid + lane
            c = [col_idx[off0 + i * W] for i in range(vt)]
            t = {"scan": c[0] >> 26, "dx": (c[1] >> 27) & 31, "dy": c[2] >> 26, "rsi": c[3] >> 26,
                 "store": (1 << 26) & c[1]}
            s = 0.0
            for i in range(vt):
                ci = c[i]
                s = fma(sparse[off0 + i * W], x[ci & 0x1FFFFFF], s)
                if i == vt - 1 or (STORE_FLAG & ci):
                    slots[t["scan"]] = s
                    t["scan"] += 1
                    s = 0.0
            th.append(t)
        for lane, t in enumerate(th):
            t["vx"], t["vy"] = slots[lane], slots[W + lane]
        for i in range(5):
            off = 1 << i
            lx = [slots[lane - off] if off <= t["dx"] else None for lane, t in enumerate(th)]
            ly = [slots[W + lane - off] if off <= t["dy"] else None for lane, t in enumerate(th)]
            for t, a, b in zip(th, lx, ly):
                if a is not None:
                    t["vx"] = t["vx"] + a
                if b is not None:
                    t["vy"] = t["vy"] + b
            for lane, t in enumerate(th):
                slots[lane] = t["vx"]
                slots[W + lane] = t["vy"]
        for lane, t in enumerate(th):
            if W <= t["dy"]:
                t["vy"] = t["vy"] + t["vx"]
            slots[W + lane] = t["vy"]
        for lane, t in enumerate(th):
            if t["store"]:
                assert temp[warp_out + lane] is None
                temp[warp_out + lane] = slots[t["rsi"]]
    assert None not in temp
    return temp


def data():
    rng = random.Random(20261202)
    rows, cols, vals, x = make_matrix(rng)
    col_idx, sparse, out_idx, row_indices, out_size = encode(HEIGHT, VT, rows, cols, vals)
    temp = spmxv(VT, out_idx, col_idx, sparse, x, out_size)
    # sanity: each row's tempOutput entries add up to its dot product (tolerance: order of additions differs)
    for r in range(HEIGHT):
        exact = sum(Fraction(v) * Fraction(x[c]) for rr, c, v in zip(rows, cols, vals) if rr == r)
        got = sum(Fraction(v) for v in temp[row_indices[r]:row_indices[r + 1]])
        assert abs(got - exact) <= Fraction(1, 1 << 45), r
    return {"rows": rows, "cols": cols, "vals": vals, "x": x, "col_idx": col_idx, "sparse": sparse,
            "out_idx": out_idx, "row_indices": row_indices, "out_size": out_size, "temp": temp}


def main():
    d = data()
    ng = len(d["out_idx"])
    temp_words = [w for v in d["temp"] for w in d2w(v)]
    write(HERE, "output_indices.bin", d["out_idx"])
    write(HERE, "col_indices.bin", d["col_idx"])
    write(HERE, "sparse_values.bin", [w for v in d["sparse"] for w in d2w(v)])
    write(HERE, "x.bin", [w for v in d["x"] for w in d2w(v)])
    write(HERE, "temp_init.bin", [GUARD] * (2 * PAD + len(temp_words)))
    write(HERE, "temp_expected.bin", [GUARD] * PAD + temp_words + [GUARD] * PAD)
    start = TEMP - 4 * PAD
    dump_case(HERE, {
        "cubin": CUBIN, "kernel": "SpMxV_4", "grid": [-(-ng // WPB), 1, 1], "block": [W * WPB, 1, 1],
        "shared_dynamic": 0,
        "params": [hex(OUTIDX), hex(COLS), hex(VALS), hex(TEMP), str(ng)],
        "globals": [{"file": "output_indices.bin", "addr": hex(OUTIDX)},
                    {"file": "col_indices.bin", "addr": hex(COLS)},
                    {"file": "sparse_values.bin", "addr": hex(VALS)},
                    {"file": "x.bin", "addr": hex(XVEC)},
                    {"file": "temp_init.bin", "addr": hex(start)}],
        "textures": [{"index": 0, "addr": hex(XVEC), "count": WIDTH, "channels": 2}],
        "compare": [{"start": hex(start), "end": hex(start + 4 * (2 * PAD + len(temp_words))),
                     "expected": "temp_expected.bin", "mode": "exact", "tol": 0}],
        "max_steps": 100000,
        "host_source": "seanbaxter/mgpu_old sparse/src/mgpusparse/engine.cpp@" + COMMIT,
        "rule": "tempOutput[outputIndices[g] + k] = sum over the group's values of its k-th row of fma-chained "
                "value * x[col] (per thread), then a segmented shared-memory scan (f64, bit-exact)",
    })
    print("nz %d, groups %d, outputSize %d, nz2 %d" % (len(d["rows"]), ng, d["out_size"], len(d["col_idx"])))


if __name__ == "__main__":
    main()
