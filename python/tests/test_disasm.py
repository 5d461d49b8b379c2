"""Disassembly and assembly from Python agree with the command line, on the corpus."""

import json
import subprocess

import gpuisa


def cli_json(cli, path, *extra):
    out = subprocess.run([cli, "dis", "--json", str(path), *extra], capture_output=True, check=True)
    return json.loads(out.stdout)


def corpus(shared, folder, suffixes, every=1):
    files = sorted(p for p in (shared / "corpus" / folder).iterdir() if p.suffix in suffixes)
    assert files, f"no {suffixes} files in corpus/{folder}"
    return files[::every]


def check_file(cli, path, syntax=None):
    extra = ["--syntax", syntax] if syntax else []
    doc = cli_json(cli, path, *extra)
    c = gpuisa.open(path)
    assert c.arch == doc["arch"]
    d = gpuisa.Disassembler(c.arch, syntax)
    by_name = {k.name: k for k in c.kernels}
    n = 0
    for k in doc["kernels"]:
        kern = by_name[k["name"]]
        assert kern.address == k["address"] and kern.size == k["size"]
        mine = d.disasm(kern.code, kern.address)
        assert len(mine) == len(k["instructions"])
        lite = d.disasm_lite(kern.code, kern.address)
        want_lite = [(j["address"], j["size"], j["mnemonic"] or "", None) for j in k["instructions"]]
        # Read twice, by iteration, by index (from either end) and by slice: the same instructions.
        for _ in range(2):
            assert [l[:3] for l in lite] == [w[:3] for w in want_lite]
            assert [i.text for i in mine] == [j["text"] for j in k["instructions"]]
        n_k = len(want_lite)
        for at in {0, n_k // 2, n_k - 1} if n_k else ():
            assert lite[at][:3] == lite[at - n_k][:3] == want_lite[at][:3]
            assert mine[at].text == mine[at - n_k].text == k["instructions"][at]["text"]
        assert [l[:3] for l in lite[1::3]] == [w[:3] for w in want_lite[1::3]]
        assert [i.address for i in mine[::-2]] == [j["address"] for j in k["instructions"][::-2]]
        for i, j, l in zip(mine, k["instructions"], lite):
            assert (i.address, i.size, i.text, i.mnemonic) == (j["address"], j["size"], j["text"], j["mnemonic"])
            assert i.operands == j["operands"] and i.flow == j["flow"] and i.targets == j["targets"]
            assert i.json() == j
            assert l == (i.address, i.size, i.mnemonic or "", i.op_str)
            n += 1
    return n


def test_fermi_corpus_equals_cli(shared, cli):
    n = sum(check_file(cli, p) for p in corpus(shared, "fermi", {".cubin"}, every=4))
    assert n > 1000


def test_tesla_corpus_equals_cli(shared, cli):
    files = corpus(shared, "tesla", {".cubin", ".txtcubin"}, every=3)
    n = sum(check_file(cli, p) for p in files)
    assert n > 500


def test_usse_corpus_equals_cli(shared, cli):
    n = sum(check_file(cli, p) for p in corpus(shared, "usse", {".gxp"}, every=6))
    assert n > 200


def test_fermi_envydis_syntax_equals_cli(shared, cli):
    assert check_file(cli, corpus(shared, "fermi", {".cubin"})[0], "envydis") > 0


def test_round_trip_every_syntax(shared):
    for folder, suffix in (("fermi", ".cubin"), ("tesla", ".txtcubin"), ("usse", ".gxp")):
        for path in corpus(shared, folder, {suffix}, every=10):
            c = gpuisa.open(path)
            for syntax in {"fermi": ["nvdisasm", "nvdisasm5", "envydis-lossless"], "tesla": ["lossless"], "usse": ["lossless"]}[folder]:
                d = gpuisa.Disassembler(c.arch, syntax)
                a = gpuisa.Assembler(c.arch, syntax)
                for k in c.kernels:
                    text = "\n".join(i.text for i in d.disasm(k.code, 0))
                    assert a.assemble(text, 0) == k.code, (path.name, k.name, syntax)


def test_op_str_follows_mnemonic():
    a = gpuisa.Assembler("fermi")
    code = a.assemble("MOV R1, c [0x1] [0x100];\n@P0 BRA 0x0;\nEXIT;")
    d = gpuisa.Disassembler("fermi")
    got = [(i.mnemonic, i.op_str, i.flow) for i in d.disasm(code, 0x100)]
    assert got == [("MOV", "R1, c [0x1] [0x100];", []), ("BRA", "0x100;", ["branch", "guarded"]), ("EXIT", "", ["exit"])]
    bra = d.disasm(code, 0x100)[1]
    assert bra.targets == [0x100]
    assert bra.operands[0]["file"] == "p" and bra.operands[1] == {"kind": "target", "address": 0x100, "field": bra.operands[1]["field"], "access": "read"}


def test_bytes_like_inputs():
    code = gpuisa.Assembler("tesla").assemble("nop\nmov b32 $r0 $r1")
    d = gpuisa.Disassembler("tesla")
    want = [i.text for i in d.disasm(code)]
    assert [i.text for i in d.disasm(bytearray(code))] == want
    assert [i.text for i in d.disasm(memoryview(code))] == want


def test_explain_fields():
    e = gpuisa.explain("fermi", 0x2800440400005de4)
    assert e["text"] == "MOV R1, c [0x1] [0x100];"
    assert e["form"] == "Mov"
    names = [f["name"] for f in e["fields"]]
    assert "opcode" in names
    # A field of contiguous bits has their value (a split field may order its bits its own way).
    for f in e["fields"]:
        bits = [b for b in range(64) if f["mask"] >> b & 1]
        if bits != list(range(bits[0], bits[-1] + 1)):
            continue
        value = sum(((e["bits"] >> b) & 1) << n for n, b in enumerate(bits))
        assert value == f["value"], f
    assert gpuisa.explain("fermi", "2800440400005de4")["fields"] == e["fields"]
    # The result is also the list of fields, each readable as attributes.
    assert [f.name for f in e] == names and e[0]["bits"] == e[0].bits and e.text == e["text"]
