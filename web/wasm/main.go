//go:build js && wasm

// Command wasm is go-iri in the browser: it registers goIRIView, which
// takes the page's state as JSON and returns what the page shows as JSON
// (package view), then tells the page it is ready and waits for calls.
package main

import (
	"syscall/js"

	"github.com/go-iri/iri/web/internal/view"
)

func main() {
	js.Global().Set("goIRIView", js.FuncOf(func(this js.Value, args []js.Value) any {
		if len(args) != 1 || args[0].Type() != js.TypeString {
			return `{"internal":"goIRIView takes one string"}`
		}
		return view.Run(args[0].String())
	}))
	if ready := js.Global().Get("goIRIReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
	select {}
}
