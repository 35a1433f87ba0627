// Package ipv4 parses IPv4 addresses in every form the URL Standard's IPv4
// parser accepts: one to four dot-separated parts, each decimal, hexadecimal
// (0x or 0X) or octal (a leading 0), the last part filling the bytes the
// others leave (URL Standard §3.5, "IPv4 parser").
//
// It is the one IPv4 reader of the whatwg package and of the Safe Browsing
// host canonicalization, which accept the same forms.
package ipv4
