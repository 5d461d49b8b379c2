"""The fast paths (disasm_lite's one-pass printer, Instruction's lazy text) agree with the command line's
JSON model, which describes every instruction through the tables, on random code."""

import collections.abc
import copy
import json
import pickle
import random
import subprocess

import pytest

import gpuisa


def random_fermi(size, seed):
    data = bytearray(random.Random(seed).randbytes(size))
    pos = 0
    # Bit 3 of word 0 set: a 4-byte instruction, else 8. Cut after the last whole one.
    while pos < len(data) and pos + (4 if data[pos] & 8 else 8) <= len(data):
        pos += 4 if data[pos] & 8 else 8
    return bytes(data[:pos])


def op_str(text, mnemonic):
    # The text after the first word that starts with the mnemonic (a guard before it is skipped).
    if not mnemonic:
        return ""
    words = text.split()
    for n, w in enumerate(words):
        if w.startswith(mnemonic):
            return text.split(None, n + 1)[n + 1].strip() if n + 1 < len(words) else ""
    return ""


@pytest.mark.parametrize("syntax", [None, "nvdisasm5", "envydis"])
def test_random_fermi_lite_and_objects_equal_cli_json(cli, tmp_path, syntax):
    code = random_fermi(1 << 16, 46)
    path = tmp_path / "r.bin"
    path.write_bytes(code)
    extra = ["--syntax", syntax] if syntax else []
    doc = json.loads(subprocess.run([cli, "dis", "--json", "--arch", "fermi", *extra, str(path)], capture_output=True, check=True).stdout)
    want = doc["kernels"][0]["instructions"]
    d = gpuisa.Disassembler("fermi", syntax)
    lite = d.disasm_lite(code, 0)
    objs = d.disasm(code, 0)
    assert len(lite) == len(objs) == len(want) > 10000
    unknown = 0
    for l, i, j in zip(lite, objs, want):
        m = j["mnemonic"]
        assert l == (j["address"], j["size"], m or "", op_str(j["text"], m))
        assert (i.address, i.size, i.text, i.mnemonic, i.op_str) == (j["address"], j["size"], j["text"], m, l[3])
        unknown += m is None
    # Random words reach the forms with no mnemonic as well.
    assert unknown > 100


def test_cut_tail_raises_with_its_address():
    # MOV R1, c [0x1] [0x100]; then the first half of another long form.
    code = bytes.fromhex("e45d000004440028") + bytes.fromhex("e45d0000")
    for f in (gpuisa.Disassembler("fermi").disasm, gpuisa.Disassembler("fermi").disasm_lite):
        with pytest.raises(gpuisa.DecodeError) as e:
            f(code, 0x100)
        assert e.value.address == 0x108


def test_objects_are_small_and_read_when_asked():
    d = gpuisa.Disassembler("fermi")
    i = d.disasm(bytes.fromhex("e45d000004440028"), 0x40)[0]
    assert (i.address, i.size, i.bytes) == (0x40, 8, bytes.fromhex("e45d000004440028"))
    assert (i.mnemonic, i.op_str, str(i)) == ("MOV", "R1, c [0x1] [0x100];", "MOV R1, c [0x1] [0x100];")
    assert repr(i) == "<gpuisa.Instruction 0x40: MOV R1, c [0x1] [0x100];>"


def test_results_are_lazy_sequences_that_act_as_lists(cli, tmp_path):
    # About 11,000 instructions: ten chunks of 1,024, with items on both sides of their edges.
    code = random_fermi(1 << 16, 52)
    d = gpuisa.Disassembler("fermi")
    path = tmp_path / "r.bin"
    path.write_bytes(code)
    doc = json.loads(subprocess.run([cli, "dis", "--json", "--arch", "fermi", str(path)], capture_output=True, check=True).stdout)
    want = [(j["address"], j["size"], j["mnemonic"] or "", op_str(j["text"], j["mnemonic"])) for j in doc["kernels"][0]["instructions"]]
    n = len(want)
    lite, objs = d.disasm_lite(code, 0), d.disasm(code, 0)
    assert isinstance(lite, gpuisa.Disassembly) and isinstance(objs, collections.abc.Sequence) and len(lite) == len(objs) == n > 3000
    # Iterated twice, listed, and compared with a list and a tuple: the command line's instructions.
    assert list(lite) == want and list(lite) == want
    assert lite == want and lite == tuple(want) and not (lite != want) and lite == d.disasm_lite(code, 0)
    assert lite != want[:-1] and lite != want[:-1] + [(0, 0, "", "")] and lite != "text"
    assert [i.text for i in objs] == [j["text"] for j in doc["kernels"][0]["instructions"]]
    for k in (0, 1, 1023, 1024, 1025, 2047, 2048, 3071, 3072, n - 1):
        assert lite[k] == lite[k - n] == want[k]
        assert (objs[k].address, objs[k].size, objs[k].op_str) == (objs[k - n].address, want[k][1], want[k][3])
    for s in (slice(None), slice(1020, 1030), slice(-5, None), slice(None, None, -1), slice(3000, 10, -7), slice(5, 5), slice(n + 10, None)):
        assert lite[s] == want[s]
        assert [i.address for i in objs[s]] == [w[0] for w in want[s]]
    assert isinstance(lite[2:4], list) and isinstance(objs[2:4], list)
    with pytest.raises(IndexError):
        lite[n]
    with pytest.raises(IndexError):
        objs[-n - 1]
    with pytest.raises(TypeError):
        lite["1"]
    with pytest.raises(IndexError):
        lite[2**70]
    # Pickled and copied as a list.
    assert pickle.loads(pickle.dumps(lite)) == want and copy.copy(lite) == want and type(copy.deepcopy(lite)) is list
    with pytest.raises(TypeError):
        hash(lite)
    assert want[5] in lite and lite.index(want[7]) == 7 and lite.count(want[9]) == 1
    assert lite.index(want[1030], 1025) == lite.index(want[1030], -n, 1031) == 1030
    with pytest.raises(ValueError):
        lite.index(want[1030], 1031)
    with pytest.raises(ValueError):
        lite.index(want[1030], 0, -n + 1030)
    assert list(reversed(lite))[:3] == want[::-1][:3]
    # Concatenated with a list or another result: a list, as list + list is.
    assert lite + want[:2] == want + want[:2] and want[:2] + lite == want[:2] + want
    assert [i.address for i in objs[:2] + d.disasm(code[:want[0][1]], 0x40)] == [0, want[1][0], 0x40]
    with pytest.raises(TypeError):
        lite + (1,)
    # Empty code: an empty sequence, false.
    assert not d.disasm_lite(b"") and list(d.disasm(b"")) == [] and len(d.disasm(b"", 0x100)) == 0
    assert repr(d.disasm_lite(code[:16], 0x40)) == "<gpuisa.Disassembly of 2 instructions at 0x40, (address, size, mnemonic, op_str) tuples>"
    # An instruction outlives its sequence and the disassembler's other results.
    first = d.disasm(code, 0x200)[0]
    del objs
    assert (first.address, first.text) == (0x200, doc["kernels"][0]["instructions"][0]["text"])


def test_sizes_of_a_long_stream_and_its_cut_tail():
    # Sizes are read eight words a step at the call: each as the bit says (worked out here one at a
    # time), and a tail cut after thousands of instructions raises at its own address.
    code = random_fermi(1 << 13, 71)
    want, pos = [], 0
    while pos < len(code):
        want.append(4 if code[pos] & 8 else 8)
        pos += want[-1]
    d = gpuisa.Disassembler("fermi")
    lite = d.disasm_lite(code, 0x1000)
    assert [t[1] for t in lite] == want and lite[-1][0] == 0x1000 + len(code) - want[-1]
    for tail in (b"\x00\x00\x00\x00", b"\x00" * 7):
        with pytest.raises(gpuisa.DecodeError) as e:
            d.disasm_lite(code + tail, 0x1000)
        assert e.value.address == 0x1000 + len(code)


def test_iteration_keeps_tuples_it_hands_out(cli):
    # Tuples held by the caller are never refilled: each keeps its own instruction.
    code = random_fermi(1 << 14, 53)
    d = gpuisa.Disassembler("fermi")
    held = []
    for t in d.disasm_lite(code):
        held.append(t)
    assert held == d.disasm_lite(code)[:] and len({t[0] for t in held}) == len(held)
    it = iter(d.disasm_lite(code))
    a, b = next(it), next(it)
    assert a[0] == 0 and b[0] == a[1]


def test_iteration_refills_only_tuples_nobody_holds(cli, tmp_path):
    # Every 7th tuple kept while iterating (across the lists of 64 that the iterator refills and its
    # text chunks of 1,024): each kept one keeps its instruction, and each one handed out is the
    # command line's when handed out.
    code = random_fermi(1 << 15, 61)
    path = tmp_path / "r.bin"
    path.write_bytes(code)
    doc = json.loads(subprocess.run([cli, "dis", "--json", "--arch", "fermi", str(path)], capture_output=True, check=True).stdout)
    want = [(j["address"], j["size"], j["mnemonic"] or "", op_str(j["text"], j["mnemonic"])) for j in doc["kernels"][0]["instructions"]]
    assert len(want) > 3 * 1024
    kept, seen = [], []
    for k, t in enumerate(gpuisa.Disassembler("fermi").disasm_lite(code)):
        seen.append((t[0], t[1], t[2], t[3]))
        if k % 7 == 0:
            kept.append(t)
    assert seen == want and kept == want[::7]


def test_objects_read_in_any_order_and_from_threads(cli, tmp_path):
    # The objects one sequence makes a chunk at a time (1,024) share their texts, made when the first
    # of them is read: read backwards, from the middle of a chunk, after the sequence is gone, and from
    # several threads at once, every object still says what the command line's model says.
    import threading

    code = random_fermi(1 << 14, 54)
    path = tmp_path / "r.bin"
    path.write_bytes(code)
    doc = json.loads(subprocess.run([cli, "dis", "--json", "--arch", "fermi", str(path)], capture_output=True, check=True).stdout)
    want = [(j["text"], j["mnemonic"], op_str(j["text"], j["mnemonic"])) for j in doc["kernels"][0]["instructions"]]
    assert len(want) > 2048
    d = gpuisa.Disassembler("fermi")
    seq = d.disasm(code)
    objs = list(seq)
    del seq
    middle = objs[1500]
    assert (middle.text, middle.mnemonic, middle.op_str) == want[1500]
    assert [(i.text, i.mnemonic, i.op_str) for i in reversed(objs)] == want[::-1]
    got = {}

    def read(k):
        got[k] = [(i.text, i.mnemonic, i.op_str) for i in list(d.disasm(code))[::-1]][::-1]

    threads = [threading.Thread(target=read, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert all(got[k] == want for k in range(4))


def test_addresses_on_both_sides_of_one_python_digit():
    # Addresses below 2**30 are made one way, others another: the same ints either way, up to 2**64 - 8.
    d = gpuisa.Disassembler("fermi")
    code = bytes.fromhex("e45d000004440028") * 3
    for base in (0, 2**30 - 16, 2**30 - 8, 2**32, 2**63, 2**64 - 24):
        want = [base, base + 8, base + 16]
        assert [t[0] for t in d.disasm_lite(code, base)] == want
        assert [t[0] for t in list(d.disasm_lite(code, base))] == want
        assert [i.address for i in d.disasm(code, base)] == want
