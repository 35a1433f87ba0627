package extract_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoPublicSuffixList checks that the package does not link the Public
// Suffix List: relaxed mode takes it as FindOptions.PublicSuffix, so that
// programs that do not ask for it do not carry it (and net/http).
func TestNoPublicSuffixList(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	out, err := exec.Command(goCmd, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "golang.org/x/net/publicsuffix" || dep == "net/http" || dep == "github.com/go-iri/iri/domain" {
			t.Errorf("the package links %s", dep)
		}
	}
}
