package classswitch

import (
	"go/ast"
	"go/token"
	"go/types"
	"strconv"

	"golang.org/x/tools/go/analysis"
)

// fileInfo holds what the analyzer needs of one file: how it names
// packages.
type fileInfo struct {
	file *ast.File
}

func newFileInfo(file *ast.File) *fileInfo {
	return &fileInfo{file: file}
}

// qualifier returns the prefix the file writes before the names of pkg:
// "" inside pkg itself and for a dot-import, the import name followed by a
// dot otherwise. imported is false when the file does not import pkg; the
// prefix is then the package name, for messages only.
func (f *fileInfo) qualifier(pass *analysis.Pass, pkg *types.Package) (prefix string, imported bool) {
	if pkg == pass.Pkg {
		return "", true
	}
	for _, spec := range f.file.Imports {
		if !importsPkg(pass.TypesInfo, spec, pkg) {
			continue
		}
		switch {
		case spec.Name == nil:
			return pkg.Name() + ".", true
		case spec.Name.Name == ".":
			return "", true
		case spec.Name.Name != "_":
			return spec.Name.Name + ".", true
		}
	}
	return pkg.Name() + ".", false
}

func importsPkg(info *types.Info, spec *ast.ImportSpec, pkg *types.Package) bool {
	if pn := info.PkgNameOf(spec); pn != nil {
		return pn.Imported() == pkg
	}
	path, err := strconv.Unquote(spec.Path.Value)
	return err == nil && path == pkg.Path()
}

// typeName returns the enum's type as the file would write it.
func (f *fileInfo) typeName(pass *analysis.Pass, e *enum) string {
	prefix, _ := f.qualifier(pass, e.named.Obj().Pkg())
	return prefix + e.named.Obj().Name()
}

// names returns the members as the file would write them. nameable reports
// whether each name, written at pos, refers to its member, so that a fix
// may insert it.
func (f *fileInfo) names(pass *analysis.Pass, pos token.Pos, members []member) (names []string, nameable bool) {
	if len(members) == 0 {
		return nil, false
	}
	pkg := members[0].name.Pkg()
	prefix, imported := f.qualifier(pass, pkg)
	nameable = imported
	scope := pass.Pkg.Scope().Innermost(pos)
	if scope == nil {
		nameable = false
	}
	for _, m := range members {
		names = append(names, prefix+m.name.Name())
		if !nameable {
			continue
		}
		if prefix != "" {
			_, obj := scope.LookupParent(prefix[:len(prefix)-1], pos)
			pn, ok := obj.(*types.PkgName)
			nameable = ok && pn.Imported() == pkg
		} else {
			_, obj := scope.LookupParent(m.name.Name(), pos)
			nameable = obj == types.Object(m.name)
		}
	}
	return names, nameable
}
