#[test]
fn scratch() {
    use gpuisa_tesla::*;
    let t = Tesla::new(Variant::Gt215, ProgramType::Compute);
    for a in std::env::var("WORDS").unwrap().split(',') {
        let w = u64::from_str_radix(a, 16).unwrap();
        let insn = t.decode_bits(w);
        let mut s = String::new();
        use gpuisa_core::Isa;
        t.format(&insn, 0, &mut s);
        let root = nvidia::tables::root();
        let mut i2 = engine::Insn::empty();
        engine::decode::decode(root, w, if w & 1 == 1 { !0 } else { 0xffff_ffff }, t.variant.features(), t.ptype.bit(), &mut i2);
        let mut v = String::new();
        engine::format::format::<nvidia::notation::Nv<false>>(root, &i2, 0, t.variant.features(), true, &mut v);
        println!("{w:016x}: envy `{s}` views `{v}` residual {:#x}", i2.residual);
    }
}
#[test]
fn scratch_parse() {
    use gpuisa_tesla::*;
    let t = Tesla::new(Variant::Gt215, ProgramType::Compute);
    let text = std::env::var("TEXT").unwrap();
    let toks = gpuisa_core::lex::lex(&text).unwrap();
    let r = nvidia::views::parse_bits(&text, &toks, t.variant.features(), t.ptype.bit(), nvidia::Style::Cuda4, &gpuisa_core::ParseCtx::at(0));
    match r { Ok(b) => println!("{b:016x}"), Err(e) => println!("error {:?} {}", e.span, e.message) }
}
