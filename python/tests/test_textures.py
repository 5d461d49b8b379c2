"""run(textures=...) binds textures as the command line's --texture does; the texels the kernels read are
worked out by hand from the data bound."""

import struct

import pytest

import gpuisa

VECADD = "Multi2Sim+multi2sim__tags__multi2sim-4.0.1__samples__fermi__vectorAdd__vectorAdd__dde3c0fd.cubin"

# Thread t fetches element t - 1 of texture 5 (two 32-bit channels, as cudaBindTexture binds a buffer
# for tex1Dfetch) and stores both words at param0 + 8 * t.
FETCH = """S2R R0, SR_Tid_X;
IADD R2, R0, -0x1;
TLD.LZ.T R8, R2, 0x5, 1D, 0x3;
ISCADD R4, R0, c [0x0] [0x20], 0x3;
ST.64 [R4], R8;
EXIT;
"""


def words(b):
    return list(struct.unpack(f"<{len(b) // 4}I", b))


def fermi_fetch_kernel(shared):
    c = gpuisa.open(shared / "corpus" / "fermi" / VECADD)
    k = c.kernels[0]
    c.replace(k.name, gpuisa.Assembler("fermi").assemble(FETCH))
    return c, k.name


def test_fermi_tld_reads_the_buffer_bound_as_texture(shared):
    c, name = fermi_fetch_kernel(shared)
    # Six elements of two words at 0x3000: element e is (0x40 + e, 0x80 + e).
    data = struct.pack("<12I", *[w for e in range(6) for w in (0x40 + e, 0x80 + e)])
    run = lambda **kw: gpuisa.run(c, kernel=name, grid=1, block=8, params=[0x1000, 0, 0, 0], globals={0x3000: data}, **kw)
    for binding in ((0x3000, 6, 2), [0x3000, 6, 2], "0x3000,6,2"):
        got = words(run(textures={5: binding}).read(0x1000, 8 * 8))
        pairs = list(zip(got[0::2], got[1::2]))
        # Thread 0 asks for element -1 and thread 7 for element 6: outside the six, zeros. Threads 1..6
        # read elements 0..5.
        assert pairs == [(0, 0), (0x40, 0x80), (0x41, 0x81), (0x42, 0x82), (0x43, 0x83), (0x44, 0x84), (0x45, 0x85), (0, 0)]
    # Bound as four elements, thread 5 (element 4) and thread 6 (element 5) read zeros too.
    got = words(run(textures={5: (0x3000, 4, 2)}).read(0x1000, 8 * 8))
    assert list(zip(got[0::2], got[1::2]))[4:7] == [(0x43, 0x83), (0, 0), (0, 0)]


def test_texture_errors_are_named(shared):
    c, name = fermi_fetch_kernel(shared)
    run = lambda tex: gpuisa.run(c, kernel=name, grid=1, block=8, params=[0x1000, 0, 0, 0], textures=tex)
    # Unbound: refused before the run, naming the fetch.
    with pytest.raises(gpuisa.UsageError) as e:
        run(None)
    assert "TLD.LZ.T R8, R2, 0x5, 1D, 0x3" in str(e.value)
    # Bound elsewhere, beyond global memory, with 3 channels, or as a value of no form.
    with pytest.raises(gpuisa.UsageError):
        run({4: (0x3000, 6, 2)})
    with pytest.raises(gpuisa.UsageError) as e:
        run({5: (0x3FFFFF0, 8)})
    assert "do not fit" in str(e.value)
    with pytest.raises(gpuisa.UsageError):
        run({5: (0x3000, 6, 3)})
    for bad in ((0x3000, True), b"\x00" * 8, (0x3000, 1.5), 3):
        with pytest.raises(gpuisa.UsageError):
            run({5: bad})
    # A file that is not there (an image binding).
    with pytest.raises(gpuisa.GpuisaError):
        run({5: "/nonexistent/tex.png"})


def test_images_and_samplers_reach_the_facade(shared, tmp_path):
    c, name = fermi_fetch_kernel(shared)
    run = lambda **kw: gpuisa.run(c, kernel=name, grid=1, block=8, params=[0x1000, 0, 0, 0], **kw)
    raw = tmp_path / "t.bin"
    raw.write_bytes(bytes(4))
    # 4 bytes are one r32f texel, not 2 x 2 (16 bytes).
    with pytest.raises(gpuisa.ContainerError) as e:
        run(textures={5: f"{raw}:r32f:2x2"})
    assert "4 bytes" in str(e.value) and "holds 16" in str(e.value)
    # A 1 x 1 image where TLD reads a 1D buffer: refused, naming both.
    with pytest.raises(gpuisa.UsageError) as e:
        run(textures={5: f"{raw}:r32f:1x1"})
    assert "D1" in str(e.value) and "D2" in str(e.value)
    # A path with no format is a PNG, which this package's build does not read: refused by name.
    with pytest.raises(gpuisa.ContainerError) as e:
        run(textures={5: raw})
    assert "png" in str(e.value)
    # Sampler words, joined; an unknown word is refused.
    assert run(textures={5: (0x3000, 6, 2)}, samplers={0: ("linear", "wrap", "normalized")}).stats["thread_instructions"] > 0
    with pytest.raises(gpuisa.UsageError):
        run(textures={5: (0x3000, 6, 2)}, samplers={0: "bilinear"})


# Tesla: thread t samples (t, 0.5) with texauto (f32 coordinates, point sampling, clamped to the edge)
# and fetches (t - 1, 1) with texfetch (integer coordinates, zeros outside), from texture unit 3.
TESLA = """cvt rn f32 $r2 u32 $r0
mov b32 $r3 0x3f000000
texauto live $r2:#:#:# $t3 $s0 $r2:$r3 0x0 0x0 0x0
shl b32 $r10 $r0 0x2
st b32 g14[$r10] $r2
add b32 $r4 $r0 0xffffffff
mov b32 $r5 0x1
texfetch live $r4:#:#:# $t3 $s0 $r4:$r5 0x0 0x0 0x0
add b32 $r11 $r10 0x10
st b32 g14[$r11] $r4
exit nop
"""


def test_tesla_texauto_and_texfetch_read_the_texture_unit(shared):
    c = gpuisa.open(shared / "corpus" / "tesla" / "gpgpu-sim+gpgpu-sim_distribution__projects__ptxtest__a.out__emb0x1eaf__41c1fdfb.cubin")
    k = c.kernels[0]
    c.replace(k.name, gpuisa.Assembler("tesla").assemble(TESLA))
    # A 3 x 2 texture of words at 0x100: row 0 is 5, 6, 7; row 1 is 15, 16, 17.
    data = struct.pack("<6I", 5, 6, 7, 15, 16, 17)
    run = lambda tex: gpuisa.run(c, kernel=k.name, grid=1, block=4, params=[0, 0, 0, 0], globals={0x100: data}, textures=tex)
    got = words(run({3: (0x100, 3, 2, "b32")}).read(0, 32))
    # texauto: y = 0.5 is in row 0; x = 0, 1, 2, 3 reads columns 0, 1, 2 and 2 (clamped).
    assert got[:4] == [5, 6, 7, 7]
    # texfetch: column -1 is outside (zero), then columns 0, 1, 2 of row 1.
    assert got[4:] == [0, 15, 16, 17]
    with pytest.raises(gpuisa.UsageError) as e:
        run(None)
    assert "reads texture 3" in str(e.value)
    with pytest.raises(gpuisa.UsageError):
        run({3: (0x100, 3, 2, "f16")})
