package iri_test

import (
	"errors"
	"fmt"

	"github.com/go-iri/iri"
)

func ExampleFromFilePath() {
	x, _ := iri.FromFilePath("/home/zoë/My Notes #1.txt", iri.PathPOSIX)
	fmt.Println(x)
	x, _ = iri.FromFilePath(`C:\Users\Zoë\日記.txt`, iri.PathWindows)
	fmt.Println(x)
	x, _ = iri.FromFilePath(`\\fileserver\share\report.pdf`, iri.PathWindows)
	fmt.Println(x)
	_, err := iri.FromFilePath("notes.txt", iri.PathPOSIX)
	fmt.Println(errors.Is(err, iri.ErrRelativePath))
	// Output:
	// file:///home/zoë/My%20Notes%20%231.txt
	// file:///C:/Users/Zoë/日記.txt
	// file://fileserver/share/report.pdf
	// true
}

func ExampleIRI_FilePath() {
	p, _ := iri.MustParse("file:///home/zo%C3%AB/a%20b.txt").FilePath(iri.PathPOSIX)
	fmt.Println(p)
	p, _ = iri.MustParse("file:///c:/path/to/file").FilePath(iri.PathWindows)
	fmt.Println(p)
	p, _ = iri.MustParse("file://host.example.com/Share/f.txt").FilePath(iri.PathWindows)
	fmt.Println(p)
	_, err := iri.MustParse("file://host.example.com/f.txt").FilePath(iri.PathPOSIX)
	fmt.Println(err)
	_, err = iri.MustParse("file:///a%2Fb").FilePath(iri.PathPOSIX)
	fmt.Println(err)
	// Output:
	// /home/zoë/a b.txt
	// c:\path\to\file
	// \\host.example.com\Share\f.txt
	// iri: file IRI names another host at offset 7: "file://host.example.com/f.txt" (RFC 8089 §2)
	// iri: encoded path separator in a segment at offset 9: "file:///a%2Fb" (RFC 8089 §2)
}

func ExampleLocalPathStyle() {
	// On Windows, PathWindows; elsewhere PathPOSIX.
	x, err := iri.FromFilePath("/tmp/data.csv", iri.LocalPathStyle())
	if err == nil {
		fmt.Println(x)
	}
}
