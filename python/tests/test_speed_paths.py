"""The fast paths (disasm_lite's one-pass printer, Instruction's lazy text) agree with the command line's
JSON model, which describes every instruction through the tables, on random code."""

import json
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
