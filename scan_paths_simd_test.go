//go:build goexperiment.simd && amd64

package iri

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"simd/archsimd"
	"testing"
)

// scanPath is one path of firstRun; use selects it for the rest of the
// test.
type scanPath struct {
	name string
	avx2 bool
	use  func(testing.TB)
}

// scanPaths lists the paths of this build, the AVX2 kernel and the SWAR
// loops, each forced in turn through useAVX2, which the test's cleanup
// restores. On a CPU without AVX2 the AVX2 path is left out, with a log
// line saying so.
func scanPaths(tb testing.TB) []scanPath {
	set := func(on bool) func(testing.TB) {
		return func(tb testing.TB) {
			old := useAVX2
			useAVX2 = on
			tb.Cleanup(func() { useAVX2 = old })
		}
	}
	paths := []scanPath{{name: "SWAR", use: set(false)}}
	if archsimd.X86.AVX2() {
		paths = append(paths, scanPath{name: "AVX2", avx2: true, use: set(true)})
	} else {
		tb.Log("this CPU has no AVX2: only the SWAR path runs")
	}
	return paths
}

// TestAVX2KernelEncoding disassembles avx2Run in this test binary, built
// with GOEXPERIMENT=simd, and fails on any instruction in it that is
// neither a general-purpose one nor VEX-encoded: a legacy-SSE instruction
// (the switch between it and AVX code stalls, golang/go#80835) or an
// EVEX one (AVX-512, which faults on a CPU with AVX2 only, while this
// machine may have it). It reads the function's bytes from go tool
// objdump and decodes their lengths itself, since the disassembler of Go
// 1.26 misreads VEX instructions.
func TestAVX2KernelEncoding(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go tool objdump")
	}
	// (go test strips the symbols from the binary it runs: build another.)
	exe := filepath.Join(t.TempDir(), "iri.test")
	build := exec.Command("go", "test", "-c", "-o", exe, ".")
	build.Env = append(os.Environ(), "GOEXPERIMENT=simd")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("GOEXPERIMENT=simd go test -c: %v\n%s", err, out)
	}
	out, err := exec.Command("go", "tool", "objdump", "-s", `^github\.com/go-iri/iri\.avx2Run$`, exe).CombinedOutput()
	if err != nil {
		t.Fatalf("go tool objdump: %v\n%s", err, out)
	}
	code := objdumpBytes(t, out)
	if len(code) == 0 {
		t.Fatalf("go tool objdump printed no code for avx2Run:\n%s", out)
	}
	vex := 0
	for off := 0; off < len(code); {
		in, err := decodeX86(code[off:])
		if err != nil {
			t.Fatalf("avx2Run+%#x: % x: %v", off, code[off:min(off+16, len(code))], err)
		}
		switch in.kind {
		case x86SSE:
			t.Errorf("avx2Run+%#x: % x is a legacy-SSE instruction", off, code[off:off+in.len])
		case x86EVEX:
			t.Errorf("avx2Run+%#x: % x is EVEX-encoded (AVX-512)", off, code[off:min(off+7, len(code))])
		case x86VEX:
			vex++
		}
		if in.kind == x86EVEX {
			break
		}
		off += in.len
	}
	if vex < 8 {
		t.Errorf("found %d VEX instructions in avx2Run, want at least 8 (was it compiled without GOEXPERIMENT=simd?)", vex)
	}
}

// objdumpBytes returns the bytes of the instructions go tool objdump
// lists, the third column of each line ("file:line address bytes ...").
func objdumpBytes(t *testing.T, out []byte) []byte {
	var code []byte
	line := regexp.MustCompile(`^\s+\S+:\d+\s+0x[0-9a-f]+\s+([0-9a-f]+)\s`)
	for _, l := range bytes.Split(out, []byte("\n")) {
		m := line.FindSubmatch(l)
		if m == nil {
			continue
		}
		b, err := hex.DecodeString(string(m[1]))
		if err != nil {
			t.Fatalf("objdump line %q: %v", l, err)
		}
		code = append(code, b...)
	}
	return code
}

type x86Kind int

const (
	x86General x86Kind = iota // general-purpose (no vector registers)
	x86SSE                    // legacy-encoded SSE (0F-map vector opcodes)
	x86VEX                    // VEX-encoded (AVX, AVX2)
	x86EVEX                   // EVEX-encoded (AVX-512)
)

type x86Inst struct {
	len  int
	kind x86Kind
}

// decodeX86 returns the length and encoding of the 64-bit-mode
// instruction that starts b, for the instructions the Go compiler emits;
// it fails on opcodes it does not know rather than guess a length.
func decodeX86(b []byte) (x86Inst, error) {
	i := 0
	opsize16 := false
	rexW := false
	// Legacy prefixes, then REX.
	for ; i < len(b); i++ {
		switch c := b[i]; {
		case c == 0x66:
			opsize16 = true
		case c == 0xf2 || c == 0xf3 || c == 0xf0 || c == 0x2e || c == 0x3e || c == 0x26 || c == 0x36 || c == 0x64 || c == 0x65 || c == 0x67:
		default:
			goto rex
		}
	}
rex:
	if i < len(b) && b[i]&0xf0 == 0x40 {
		rexW = b[i]&8 != 0
		i++
	}
	if i >= len(b) {
		return x86Inst{}, fmt.Errorf("truncated")
	}
	op := b[i]
	i++
	switch op {
	case 0x62: // EVEX (BOUND does not exist in 64-bit mode)
		return x86Inst{len: i, kind: x86EVEX}, nil
	case 0xc4, 0xc5: // VEX
		vmap := 1
		if op == 0xc4 {
			if i+2 > len(b) {
				return x86Inst{}, fmt.Errorf("truncated VEX")
			}
			vmap = int(b[i] & 0x1f)
			i += 2
		} else {
			i++
		}
		if i >= len(b) {
			return x86Inst{}, fmt.Errorf("truncated VEX")
		}
		vop := b[i]
		i++
		if vmap == 1 && vop == 0x77 { // VZEROUPPER, VZEROALL
			return x86Inst{len: i, kind: x86VEX}, nil
		}
		n, err := modrmLen(b[i:])
		if err != nil {
			return x86Inst{}, err
		}
		i += n
		if vmap == 3 || vmap == 1 && (vop >= 0x70 && vop <= 0x73 || vop == 0xc2 || vop >= 0xc4 && vop <= 0xc6) {
			i++
		}
		return x86Inst{len: i, kind: x86VEX}, nil
	case 0x0f:
		return decode0F(b, i, opsize16)
	}
	// The one-byte map.
	imm := 0
	z := 4 // an immediate of operand size, at most 32 bits
	if opsize16 {
		z = 2
	}
	hasModRM := false
	switch {
	case op < 0x40 && op&7 < 4:
		hasModRM = true
	case op < 0x40 && op&7 == 4:
		imm = 1
	case op < 0x40 && op&7 == 5:
		imm = z
	case op >= 0x50 && op <= 0x5f, op >= 0x90 && op <= 0x99, op == 0xc3, op == 0xc9, op == 0xcc, op == 0xf4, op == 0xa4, op == 0xa5, op == 0xaa, op == 0xab, op == 0xcb, op == 0xf5, op == 0xfc, op == 0xfd:
	case op == 0x63, op >= 0x84 && op <= 0x8f, op >= 0xd0 && op <= 0xd3, op == 0xfe, op == 0xff:
		hasModRM = true
	case op == 0x68:
		imm = z
	case op == 0x6a, op >= 0x70 && op <= 0x7f, op == 0xa8, op >= 0xb0 && op <= 0xb7, op == 0xcd, op == 0xeb, op >= 0xe0 && op <= 0xe7:
		imm = 1
	case op == 0x69, op == 0x81, op == 0xc7:
		hasModRM, imm = true, z
	case op == 0x6b, op == 0x80, op == 0x83, op == 0xc0, op == 0xc1, op == 0xc6:
		hasModRM, imm = true, 1
	case op == 0xa9, op == 0xe8, op == 0xe9:
		imm = z
	case op >= 0xb8 && op <= 0xbf:
		imm = z
		if rexW {
			imm = 8
		}
	case op == 0xc2:
		imm = 2
	case op == 0xf6, op == 0xf7:
		hasModRM = true
		if i < len(b) && (b[i]>>3)&7 < 2 { // TEST r/m, imm
			imm = 1
			if op == 0xf7 {
				imm = z
			}
		}
	default:
		return x86Inst{}, fmt.Errorf("unknown one-byte opcode %#x", op)
	}
	if hasModRM {
		n, err := modrmLen(b[i:])
		if err != nil {
			return x86Inst{}, err
		}
		i += n
	}
	return x86Inst{len: i + imm}, nil
}

// decode0F decodes the rest of an instruction whose opcode starts 0F, at
// b[i].
func decode0F(b []byte, i int, opsize16 bool) (x86Inst, error) {
	if i >= len(b) {
		return x86Inst{}, fmt.Errorf("truncated 0F opcode")
	}
	op := b[i]
	i++
	kind := x86General
	imm := 0
	switch {
	case op == 0x38 || op == 0x3a:
		if i >= len(b) {
			return x86Inst{}, fmt.Errorf("truncated 0F %02x opcode", op)
		}
		op3 := b[i]
		i++
		if op == 0x3a {
			imm = 1
		}
		if !(op == 0x38 && op3 >= 0xf0) { // MOVBE, CRC32 and the like are general-purpose
			kind = x86SSE
		}
	case op == 0x05, op == 0x0b, op == 0x31, op == 0xa2, op >= 0xc8 && op <= 0xcf:
		return x86Inst{len: i}, nil // no ModRM
	case op >= 0x80 && op <= 0x8f:
		return x86Inst{len: i + 4}, nil // Jcc rel32
	case op >= 0x10 && op <= 0x17, op >= 0x28 && op <= 0x2f, op >= 0x50 && op <= 0x7f, op >= 0xd0:
		kind = x86SSE
		if op >= 0x70 && op <= 0x73 {
			imm = 1
		}
	case op == 0xc2, op >= 0xc4 && op <= 0xc6:
		kind, imm = x86SSE, 1
	case op == 0x18, op == 0x1f, op >= 0x40 && op <= 0x4f, op >= 0x90 && op <= 0x9f, op == 0xa3, op == 0xab, op == 0xaf, op == 0xb0, op == 0xb1, op == 0xb3, op >= 0xb6 && op <= 0xb7, op >= 0xbb && op <= 0xbf, op == 0xc0, op == 0xc1, op == 0xa5, op == 0xad:
	case op == 0xa4, op == 0xac, op == 0xba:
		imm = 1
	default:
		return x86Inst{}, fmt.Errorf("unknown opcode 0f %02x", op)
	}
	n, err := modrmLen(b[i:])
	if err != nil {
		return x86Inst{}, err
	}
	return x86Inst{len: i + n + imm, kind: kind}, nil
}

// modrmLen returns the length of the ModRM byte that starts b with its
// SIB byte and displacement.
func modrmLen(b []byte) (int, error) {
	if len(b) == 0 {
		return 0, fmt.Errorf("truncated ModRM")
	}
	mod, rm := b[0]>>6, b[0]&7
	n := 1
	if mod == 3 {
		return n, nil
	}
	if rm == 4 {
		if len(b) < 2 {
			return 0, fmt.Errorf("truncated SIB")
		}
		if mod == 0 && b[1]&7 == 5 {
			n += 4
		}
		n++
	}
	switch {
	case mod == 1:
		n++
	case mod == 2, mod == 0 && rm == 5:
		n += 4
	}
	return n, nil
}

// TestDecodeX86 checks decodeX86 on instructions of each kind, among them
// the legacy-SSE shift of golang/go#80835 and the AVX-512 forms of the
// kernel's operations.
func TestDecodeX86(t *testing.T) {
	for _, tc := range []struct {
		hex  string
		kind x86Kind
	}{
		{"55", x86General},                   // PUSHQ BP
		{"4889e5", x86General},               // MOVQ SP, BP
		{"4889442410", x86General},           // MOVQ AX, 0x10(SP)
		{"488d0d8c437200", x86General},       // LEAQ sym(SB), CX
		{"0fbcd2", x86General},               // BSFL DX, DX
		{"480fbaef20", x86General},           // BTSQ $0x20, DI
		{"e88f0ad5ff", x86General},           // CALL
		{"bb01000000", x86General},           // MOVL $1, BX
		{"0f1f00", x86General},               // NOPL 0(AX)
		{"c5fe6f01", x86VEX},                 // VMOVDQU 0(CX), Y0
		{"c4e25545f4", x86VEX},               // VPSRLVD Y4, Y5, Y6
		{"c4e27500ed", x86VEX},               // VPSHUFB Y5, Y1, Y5
		{"c5fdd7d5", x86VEX},                 // VPMOVMSKB Y5, DX
		{"c5f877", x86VEX},                   // VZEROUPPER
		{"660f71d504", x86SSE},               // PSRLW $4, X5
		{"440f1178f8", x86SSE},               // MOVUPS X15, -8(AX)
		{"660f3800c1", x86SSE},               // PSHUFB X1, X0
		{"62f27d2800c1", x86EVEX},            // VPSHUFB Y1, Y0, Y0 (EVEX)
		{"62f1d52810d5", x86EVEX},            // VPSRLW (EVEX)
		{"c4e37d38c101", x86VEX},             // VINSERTI128
		{"48b80102030405060708", x86General}, // MOVQ $imm64, AX
	} {
		b, _ := hex.DecodeString(tc.hex)
		in, err := decodeX86(b)
		if err != nil {
			t.Errorf("decodeX86(%s): %v", tc.hex, err)
			continue
		}
		if in.kind != tc.kind || in.kind != x86EVEX && in.len != len(b) {
			t.Errorf("decodeX86(%s) = %+v, want kind %d, length %d", tc.hex, in, tc.kind, len(b))
		}
	}
}
