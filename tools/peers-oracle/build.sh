#!/bin/sh
# Builds tools/peers-oracle.
#   VENDOR=registry   an ordinary `cargo build --release` against crates.io
#   VENDOR=DIR        offline, from DIR, a `cargo vendor` directory holding oxiri 0.3.0,
#                     iri-string 0.7.13, fluent-uri 0.4.1 and their dependencies; the build
#                     never touches the network
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${VENDOR:-}" ]; then
	echo "usage: VENDOR=registry $0   or   VENDOR=/path/to/cargo-vendor-dir $0" >&2
	exit 2
fi
cd "$here"
if [ "$VENDOR" = registry ]; then
	exec cargo build --release
fi
VENDOR=$(cd "$VENDOR" && pwd)
exec cargo build --release --offline \
	--config 'source.crates-io.replace-with="vendored-sources"' \
	--config "source.vendored-sources.directory=\"$VENDOR\""
