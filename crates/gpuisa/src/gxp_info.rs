//! The `gxp` object of `gpuisa info --json` for a GXP program: its parameters with their registers, its
//! varyings (a fragment program's inputs, texture reads and colour output; a vertex program's outputs).

use gpuisa_container::gxp_varyings::TYPE_NAMES;
use gpuisa_container::GxpLayout;
use serde_json::{json, Value};

const CATEGORIES: [&str; 5] = ["attribute", "uniform", "sampler", "aux surface", "uniform buffer"];

fn name(table: &[&str], i: u8) -> Value {
    table.get(i as usize).map_or(Value::Null, |s| json!(s))
}

/// The document of `g` (docs/json.md, `info --json`).
pub fn gxp(g: &GxpLayout) -> Value {
    let params: Vec<Value> = g
        .parameters
        .iter()
        .map(|p| {
            let register = match p.category {
                0 => json!(format!("pa{}", p.resource_index)),
                1 => g.container_base(p.container_index).map_or(Value::Null, |b| json!(format!("sa{}", b as u64 + p.resource_index as u64))),
                _ => Value::Null,
            };
            json!({
                "name": p.name, "category": name(&CATEGORIES, p.category), "type": name(&TYPE_NAMES, p.type_index),
                "components": p.components, "array_size": p.array_size, "container": p.container_index,
                "resource_index": p.resource_index, "register": register,
                "texture_unit": if p.category == 2 { json!(p.resource_index) } else { Value::Null },
            })
        })
        .collect();
    let v = &g.varyings;
    let output = v.output.as_ref().map_or(Value::Null, |o| {
        json!({ "type": name(&TYPE_NAMES, o.type_index), "components": o.components, "bank": if o.in_output_bank { "o" } else { "pa" }, "reg": o.reg })
    });
    let inputs: Vec<Value> = v
        .inputs
        .iter()
        .map(|i| json!({ "usage": i.usage.name(), "type": i.ty.name(), "components": i.components, "pa": i.pa, "registers": i.regs }))
        .collect();
    let samples: Vec<Value> = v
        .samples
        .iter()
        .map(|s| json!({ "unit": s.unit, "coord": s.coord.name(), "swizzle": s.swizzle, "type": s.ty.name(), "pa": s.pa, "registers": s.regs }))
        .collect();
    let outputs: Vec<Value> = v.outputs.iter().map(|o| json!({ "usage": o.usage.name(), "components": o.components, "o": o.o })).collect();
    json!({
        "kind": if g.fragment { "fragment" } else { "vertex" },
        "parameters": params,
        "output": output,
        "varyings": inputs,
        "samples": samples,
        "outputs": outputs,
        "output_registers": v.declared_output_regs.map_or(Value::Null, |d| json!({ "declared": d, "matches_layout": v.layout_checked, "also": v.extra_outputs })),
        "varyings_error": g.varyings_error,
    })
}
