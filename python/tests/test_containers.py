"""Containers patched from Python read back; bad inputs raise, never crash."""

import os
import random

import pytest

import gpuisa


def first(shared, folder, suffix):
    return sorted((shared / "corpus" / folder).glob(f"*{suffix}"))[0]


def test_patch_fermi_cubin_same_size(shared, tmp_path):
    path = first(shared, "fermi", ".cubin")
    c = gpuisa.open(path)
    k = c.kernels[0]
    d, a = gpuisa.Disassembler("fermi"), gpuisa.Assembler("fermi")
    lines = [i.text for i in d.disasm(k.code)]
    # Replace the first instruction by a NOP (same size): the kernel reads back changed, others unchanged.
    lines[0] = "NOP CC.T;"
    new = a.assemble("\n".join(lines))
    assert len(new) == k.size
    c.replace(k.name, new)
    out = tmp_path / "patched.cubin"
    c.save(out)
    back = gpuisa.open(out)
    assert {x.name: x.code for x in back.kernels}[k.name] == new
    for x, y in zip(gpuisa.open(path).kernels[1:], back.kernels[1:]):
        assert x.code == y.code


def test_grow_fermi_kernel(shared, tmp_path):
    path = first(shared, "fermi", ".cubin")
    c = gpuisa.open(path)
    k = c.kernels[0]
    grown = k.code + gpuisa.Assembler("fermi").assemble("NOP CC.T;\nNOP CC.T;")
    c.replace(k.name, grown)
    c.save(tmp_path / "grown.cubin")
    back = gpuisa.open(tmp_path / "grown.cubin")
    kk = [x for x in back.kernels if x.name == k.name][0]
    assert kk.code == grown and kk.size == k.size + 16


def test_patch_gxp(shared, tmp_path):
    path = first(shared, "usse", ".gxp")
    c = gpuisa.open(path)
    assert c.arch == "usse" and "primary" in [k.name for k in c.kernels]
    code = [k for k in c.kernels if k.name == "primary"][0].code
    c.replace("primary", code + code[-8:])
    c.save(tmp_path / "p.gxp")
    back = gpuisa.open(tmp_path / "p.gxp")
    assert [k for k in back.kernels if k.name == "primary"][0].code == code + code[-8:]


def test_bad_inputs_raise(tmp_path):
    with pytest.raises(gpuisa.UsageError):
        gpuisa.Disassembler("arm")
    with pytest.raises(gpuisa.UsageError):
        gpuisa.Disassembler("usse", "nvdisasm")
    with pytest.raises(TypeError):
        gpuisa.Disassembler("fermi").disasm("e45d")
    with pytest.raises(gpuisa.DecodeError) as e:
        gpuisa.Disassembler("fermi").disasm(b"\x00" * 12)
    assert e.value.address == 8
    with pytest.raises(gpuisa.AssemblyError) as e:
        gpuisa.Assembler("fermi").assemble("EXIT;\n  FROB R1;")
    assert (e.value.line, e.value.column) == (2, 3)
    with pytest.raises(OSError):
        gpuisa.open(tmp_path / "missing.cubin")
    bad = tmp_path / "bad.cubin"
    bad.write_bytes(b"\x7fELF" + b"\x01" * 60)
    with pytest.raises(gpuisa.ContainerError):
        gpuisa.open(bad)
    with pytest.raises(gpuisa.UsageError):
        gpuisa.explain("fermi", "zz")
    with pytest.raises(gpuisa.UsageError):
        gpuisa.explain("isa30", 1 << 40)
    c = gpuisa.open(first_any(tmp_path))
    with pytest.raises(gpuisa.GpuisaError):
        c.replace("no_such_kernel", b"\x00" * 8)
    with pytest.raises(gpuisa.UsageError):
        gpuisa.Assembler("fermi").assemble("EXIT;", 2**64 - 1)


def first_any(tmp_path):
    p = tmp_path / "code.bin"
    p.write_bytes(bytes(16))
    return p


def test_random_inputs_never_crash():
    rng = random.Random(7)
    for arch in gpuisa.ARCHES:
        d = gpuisa.Disassembler(arch)
        for _ in range(200):
            blob = bytes(rng.getrandbits(8) for _ in range(rng.randrange(0, 64)))
            try:
                for i in d.disasm(blob, rng.getrandbits(32)):
                    i.operands, i.flow, i.unknown_bits, i.json()
                # Listed: the sequence makes its text only when read.
                list(d.disasm_lite(blob))
            except gpuisa.DecodeError:
                pass
        a = gpuisa.Assembler(arch)
        for _ in range(100):
            text = "".join(rng.choice("abcRr0123456789 ,.;[]@!-+xc\n") for _ in range(rng.randrange(0, 40)))
            try:
                a.assemble(text)
            except gpuisa.AssemblyError:
                pass
    for _ in range(100):
        blob = os.urandom(rng.randrange(0, 200))
        try:
            gpuisa.from_bytes(blob)
        except gpuisa.GpuisaError:
            pass
