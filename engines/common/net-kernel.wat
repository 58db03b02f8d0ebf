;; The inner loops of a network's evaluation in WebAssembly SIMD (net-kernel.ts): four 32-bit lanes at a time.
;; `node scripts/net-kernel.mjs` compiles this file into net-kernel-wasm.ts. Indices are in elements of each region,
;; whose byte offsets `layout` sets: the first layer's rows (int16), the output weights (float32), the sums (int32).
;; `count` is the number of hidden units of a view, a multiple of 4.
(module
  (memory (export "memory") 1)
  (global $rows (mut i32) (i32.const 0))
  (global $weights (mut i32) (i32.const 0))
  (global $sums (mut i32) (i32.const 0))

  (func (export "layout") (param $rows i32) (param $weights i32) (param $sums i32)
    (global.set $rows (local.get $rows))
    (global.set $weights (local.get $weights))
    (global.set $sums (local.get $sums)))

  ;; sums[to + j] = sums[from + j] + rows[added + j] - rows[removed + j]
  (func (export "moveRow") (param $to i32) (param $from i32) (param $added i32) (param $removed i32) (param $count i32)
    (local $j i32) (local $t i32) (local $f i32) (local $a i32) (local $r i32)
    (local.set $t (i32.add (global.get $sums) (i32.shl (local.get $to) (i32.const 2))))
    (local.set $f (i32.add (global.get $sums) (i32.shl (local.get $from) (i32.const 2))))
    (local.set $a (i32.add (global.get $rows) (i32.shl (local.get $added) (i32.const 1))))
    (local.set $r (i32.add (global.get $rows) (i32.shl (local.get $removed) (i32.const 1))))
    (local.set $count (i32.shl (local.get $count) (i32.const 1)))
    (loop $next
      (v128.store (i32.add (local.get $t) (i32.shl (local.get $j) (i32.const 1)))
        (i32x4.sub
          (i32x4.add
            (v128.load (i32.add (local.get $f) (i32.shl (local.get $j) (i32.const 1))))
            (v128.load16x4_s (i32.add (local.get $a) (local.get $j))))
          (v128.load16x4_s (i32.add (local.get $r) (local.get $j)))))
      (local.set $j (i32.add (local.get $j) (i32.const 8)))
      (br_if $next (i32.lt_u (local.get $j) (local.get $count)))))

  ;; sums[base + j] += sign * rows[row + j]
  (func (export "addRow") (param $base i32) (param $row i32) (param $sign i32) (param $count i32)
    (local $j i32) (local $b i32) (local $w i32) (local $s v128)
    (local.set $b (i32.add (global.get $sums) (i32.shl (local.get $base) (i32.const 2))))
    (local.set $w (i32.add (global.get $rows) (i32.shl (local.get $row) (i32.const 1))))
    (local.set $s (i32x4.splat (local.get $sign)))
    (local.set $count (i32.shl (local.get $count) (i32.const 1)))
    (loop $next
      (v128.store (i32.add (local.get $b) (i32.shl (local.get $j) (i32.const 1)))
        (i32x4.add
          (v128.load (i32.add (local.get $b) (i32.shl (local.get $j) (i32.const 1))))
          (i32x4.mul (local.get $s) (v128.load16x4_s (i32.add (local.get $w) (local.get $j))))))
      (local.set $j (i32.add (local.get $j) (i32.const 8)))
      (br_if $next (i32.lt_u (local.get $j) (local.get $count)))))

  ;; Lane k of four float32 accumulators adds, for each j = k mod 4, first unit(sums[own + j]) * weights[at + j], then
  ;; unit(sums[other + j]) * weights[at + count + j], unit being the sum clamped to 0..one, squared when $squared is 1
  ;; (an integer up to one², exact in float32); the result is (lane 0 + lane 1) + (lane 2 + lane 3). net-kernel.ts
  ;; does the same in float32 steps where WebAssembly SIMD is missing.
  (func (export "output") (param $own i32) (param $other i32) (param $at i32) (param $count i32) (param $one i32)
    (param $squared i32) (result f32)
    (local $j i32) (local $o i32) (local $t i32) (local $w i32) (local $v i32)
    (local $acc v128) (local $top v128) (local $zero v128) (local $ones v128) (local $unit v128)
    (local.set $o (i32.add (global.get $sums) (i32.shl (local.get $own) (i32.const 2))))
    (local.set $t (i32.add (global.get $sums) (i32.shl (local.get $other) (i32.const 2))))
    (local.set $w (i32.add (global.get $weights) (i32.shl (local.get $at) (i32.const 2))))
    (local.set $v (i32.add (local.get $w) (i32.shl (local.get $count) (i32.const 2))))
    (local.set $top (i32x4.splat (local.get $one)))
    (local.set $ones (i32x4.splat (i32.const 1)))
    (local.set $count (i32.shl (local.get $count) (i32.const 2)))
    (loop $next
      (local.set $unit
        (i32x4.min_s (i32x4.max_s (v128.load (i32.add (local.get $o) (local.get $j))) (local.get $zero))
          (local.get $top)))
      (local.set $unit
        (i32x4.mul (local.get $unit) (select (result v128) (local.get $unit) (local.get $ones) (local.get $squared))))
      (local.set $acc
        (f32x4.add (local.get $acc)
          (f32x4.mul (f32x4.convert_i32x4_s (local.get $unit)) (v128.load (i32.add (local.get $w) (local.get $j))))))
      (local.set $unit
        (i32x4.min_s (i32x4.max_s (v128.load (i32.add (local.get $t) (local.get $j))) (local.get $zero))
          (local.get $top)))
      (local.set $unit
        (i32x4.mul (local.get $unit) (select (result v128) (local.get $unit) (local.get $ones) (local.get $squared))))
      (local.set $acc
        (f32x4.add (local.get $acc)
          (f32x4.mul (f32x4.convert_i32x4_s (local.get $unit)) (v128.load (i32.add (local.get $v) (local.get $j))))))
      (local.set $j (i32.add (local.get $j) (i32.const 16)))
      (br_if $next (i32.lt_u (local.get $j) (local.get $count))))
    (f32.add
      (f32.add (f32x4.extract_lane 0 (local.get $acc)) (f32x4.extract_lane 1 (local.get $acc)))
      (f32.add (f32x4.extract_lane 2 (local.get $acc)) (f32x4.extract_lane 3 (local.get $acc)))))
)
