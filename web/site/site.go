// Package site builds the IRI viewer: the static page in this directory,
// go-iri compiled to WebAssembly (../wasm), and the toolchain's
// wasm_exec.js, written to one directory that any static host serves and
// that a browser opens from disk.
package site

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/base64"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html app.js style.css
var static embed.FS

// Info describes a build.
type Info struct {
	Dir      string // the output directory
	WasmSize int    // bytes of iri.wasm
	WasmGzip int    // bytes of iri.wasm gzipped at level 9 (iri.wasm.gz)
	GoRoot   string // the toolchain that built it, whose wasm_exec.js is copied
}

// Build writes the viewer to dir, creating it: index.html, app.js,
// style.css, iri.wasm (and iri.wasm.gz for servers that send it
// compressed), iri.wasm.js (the module in base64, for a page opened from
// disk, where fetch cannot read files), and wasm_exec.js with its licence,
// LICENSE-wasm_exec.txt. It runs the go command of the PATH in the module
// directory, which must be the current directory or one below it.
func Build(dir string) (Info, error) {
	info := Info{Dir: dir}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return info, err
	}
	gomod, err := goEnv("GOMOD")
	if err != nil {
		return info, err
	}
	if gomod == "" || gomod == os.DevNull {
		return info, fmt.Errorf("site: not inside the web module (go env GOMOD is empty); run from web/")
	}
	if info.GoRoot, err = goEnv("GOROOT"); err != nil {
		return info, err
	}
	for _, name := range []string{"index.html", "app.js", "style.css"} {
		b, err := static.ReadFile(name)
		if err != nil {
			return info, err
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return info, err
		}
	}
	// wasm_exec.js must come from the toolchain that builds the module:
	// it is the other half of the js/wasm port.
	for src, dst := range map[string]string{
		filepath.Join(info.GoRoot, "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join(info.GoRoot, "LICENSE"):                     "LICENSE-wasm_exec.txt",
	} {
		b, err := os.ReadFile(src)
		if err != nil {
			return info, fmt.Errorf("site: %v (wasm_exec.js comes from the Go toolchain's lib/wasm)", err)
		}
		if err := os.WriteFile(filepath.Join(dir, dst), b, 0o644); err != nil {
			return info, err
		}
	}
	wasm := filepath.Join(dir, "iri.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "github.com/go-iri/iri/web/wasm")
	cmd.Dir = filepath.Dir(gomod)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		return info, fmt.Errorf("site: building the WebAssembly module: %v\n%s", err, out)
	}
	bin, err := os.ReadFile(wasm)
	if err != nil {
		return info, err
	}
	info.WasmSize = len(bin)
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(bin)
	zw.Close()
	info.WasmGzip = gz.Len()
	if err := os.WriteFile(wasm+".gz", gz.Bytes(), 0o644); err != nil {
		return info, err
	}
	js := "// go-iri compiled to WebAssembly, in base64, for a page opened from disk.\n" +
		"globalThis.goIRIWasmBase64 = \"" + base64.StdEncoding.EncodeToString(bin) + "\";\n"
	if err := os.WriteFile(wasm+".js", []byte(js), 0o644); err != nil {
		return info, err
	}
	return info, nil
}

func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("site: go env %s: %v", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// Handler serves dir, sending iri.wasm as iri.wasm.gz with
// Content-Encoding gzip when the client accepts it.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if r.URL.Path == "/iri.wasm" && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			if f, err := os.Open(filepath.Join(dir, "iri.wasm.gz")); err == nil {
				defer f.Close()
				st, _ := f.Stat()
				w.Header().Set("Content-Type", "application/wasm")
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Add("Vary", "Accept-Encoding")
				http.ServeContent(w, r, "iri.wasm", st.ModTime(), f)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
