package fileiri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
	"github.com/go-iri/iri/fileiri"
)

func ExampleFromPath() {
	x, _ := fileiri.FromPath("/home/zoë/My Notes #1.txt", fileiri.POSIX)
	fmt.Println(x)
	x, _ = fileiri.FromPath(`C:\Users\Zoë\日記.txt`, fileiri.Windows)
	fmt.Println(x)
	x, _ = fileiri.FromPath(`\\fileserver\share\report.pdf`, fileiri.Windows)
	fmt.Println(x)
	_, err := fileiri.FromPath("notes.txt", fileiri.POSIX)
	fmt.Println(errors.Is(err, fileiri.ErrRelativePath))
	// Output:
	// file:///home/zoë/My%20Notes%20%231.txt
	// file:///C:/Users/Zoë/日記.txt
	// file://fileserver/share/report.pdf
	// true
}

func ExamplePath() {
	p, _ := fileiri.Path(iri.MustParse("file:///home/zo%C3%AB/a%20b.txt"), fileiri.POSIX)
	fmt.Println(p)
	p, _ = fileiri.Path(iri.MustParse("file:///c:/path/to/file"), fileiri.Windows)
	fmt.Println(p)
	p, _ = fileiri.Path(iri.MustParse("file://host.example.com/Share/f.txt"), fileiri.Windows)
	fmt.Println(p)
	_, err := fileiri.Path(iri.MustParse("file://host.example.com/f.txt"), fileiri.POSIX)
	fmt.Println(err)
	_, err = fileiri.Path(iri.MustParse("file:///a%2Fb"), fileiri.POSIX)
	fmt.Println(err)
	// Output:
	// /home/zoë/a b.txt
	// c:\path\to\file
	// \\host.example.com\Share\f.txt
	// fileiri: file IRI names another host at offset 7: "file://host.example.com/f.txt" (RFC 8089 §2)
	// fileiri: encoded path separator in a segment at offset 9: "file:///a%2Fb" (RFC 8089 §2)
}

func ExampleLocalStyle() {
	// On Windows, Windows; elsewhere POSIX.
	x, err := fileiri.FromPath("/tmp/data.csv", fileiri.LocalStyle())
	if err == nil {
		fmt.Println(x)
	}
}
