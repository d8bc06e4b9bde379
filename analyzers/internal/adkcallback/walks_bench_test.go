package adkcallback

import (
	"testing"

	"golang.org/x/tools/go/packages"
)

// BenchmarkWalks times finding the callbacks of the callback fixtures the
// way the three analyzers that judge them do: shared, one Find per
// package; separate, as before, finishreason's, callbackretry's and
// swallowedconfig's Declared (two walks each) and swallowedconfig's
// Registered.
func BenchmarkWalks(b *testing.B) {
	var pkgs []*packages.Package
	for _, p := range loadFixtures(b, false, callbackFixtures...) {
		if p.TypesInfo != nil {
			pkgs = append(pkgs, p)
		}
	}
	b.Run("shared", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range pkgs {
				Find(p.TypesInfo, p.Syntax)
			}
		}
	})
	b.Run("separate", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			for _, p := range pkgs {
				for range 3 {
					twoWalksDeclared(p.TypesInfo, p.Syntax)
				}
				twoWalksRegistered(p.TypesInfo, p.Syntax)
			}
		}
	})
}
