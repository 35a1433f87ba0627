// Command serve builds the IRI viewer and serves it on localhost:
//
//	cd web && go run ./serve              # http://localhost:8080/
//	cd web && go run ./serve -addr :9000
//	cd web && go run ./serve -build-only  # writes dist/, to host or open from disk
//
// The page needs no server: dist/index.html also works opened from disk,
// and any static host serves dist/ as it is. serve sends iri.wasm gzipped
// to browsers that accept it.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"path/filepath"

	"github.com/go-iri/iri/web/site"
)

func main() {
	addr := flag.String("addr", "localhost:8080", "address to serve on")
	out := flag.String("out", "dist", "directory to write the site to")
	buildOnly := flag.Bool("build-only", false, "write the site and exit")
	flag.Parse()
	info, err := site.Build(*out)
	if err != nil {
		log.Fatal(err)
	}
	abs, _ := filepath.Abs(info.Dir)
	fmt.Printf("built %s: iri.wasm %d bytes, %d gzipped\n", abs, info.WasmSize, info.WasmGzip)
	fmt.Printf("open %s from disk, or serve the directory\n", filepath.Join(abs, "index.html"))
	if *buildOnly {
		return
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("serving on http://%s/ (Ctrl-C to stop)\n", ln.Addr())
	log.Fatal(http.Serve(ln, site.Handler(info.Dir)))
}
