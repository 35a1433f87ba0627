package iri

import (
	"os/exec"
	"regexp"
	"testing"
)

// TestInlining checks that the accessors stay inlinable, as net/netip's
// test does: they are the hot path of every caller, and a change that makes
// one too big to inline costs a call per use.
func TestInlining(t *testing.T) {
	out := compilerDiagnostics(t, "-m")
	got := map[string]bool{}
	re := regexp.MustCompile(`can inline (\(?\*?[A-Za-z]+\)?\.?[A-Za-z]+)`)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		got[m[1]] = true
	}
	for _, fn := range []string{
		"IRI.String", "IRI.AppendTo", "IRI.IsAbs", "IRI.Scheme",
		"IRI.HasAuthority", "IRI.Authority", "IRI.HasUserinfo", "IRI.Userinfo",
		"IRI.Host", "IRI.HostKind", "IRI.HasPort", "IRI.Port", "IRI.Path",
		"IRI.HasQuery", "IRI.Query", "IRI.HasFragment", "IRI.Fragment",
		"IRI.MarshalText", "IRI.AppendText", "IRI.Resolve",
	} {
		if !got[fn] {
			t.Errorf("%s is no longer inlinable", fn)
		}
	}
}

// compilerDiagnostics builds the package with -gcflags=flags and returns
// what the compiler printed. It skips the test in -short mode or when there
// is no go command, and fails it when the build fails: a skip would hide
// the inlining and bounds-check guards.
func compilerDiagnostics(t *testing.T, flags string) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the package with -gcflags=" + flags)
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("no go command: %v", err)
	}
	out, err := exec.Command(goBin, "build", "-gcflags="+flags, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=%s: %v\n%s", flags, err, out)
	}
	return string(out)
}
