package lazyinspect

import "go/ast"

// kind numbers the node types of go/ast, so that a set of types is a
// bit mask. 0 is a type outside go/ast (none is expected).
type kind uint8

// kindOf returns the kind of n's type.
func kindOf(n ast.Node) kind {
	switch n.(type) {
	case *ast.ArrayType:
		return 1
	case *ast.AssignStmt:
		return 2
	case *ast.BadDecl:
		return 3
	case *ast.BadExpr:
		return 4
	case *ast.BadStmt:
		return 5
	case *ast.BasicLit:
		return 6
	case *ast.BinaryExpr:
		return 7
	case *ast.BlockStmt:
		return 8
	case *ast.BranchStmt:
		return 9
	case *ast.CallExpr:
		return 10
	case *ast.CaseClause:
		return 11
	case *ast.ChanType:
		return 12
	case *ast.CommClause:
		return 13
	case *ast.Comment:
		return 14
	case *ast.CommentGroup:
		return 15
	case *ast.CompositeLit:
		return 16
	case *ast.DeclStmt:
		return 17
	case *ast.DeferStmt:
		return 18
	case *ast.Ellipsis:
		return 19
	case *ast.EmptyStmt:
		return 20
	case *ast.ExprStmt:
		return 21
	case *ast.Field:
		return 22
	case *ast.FieldList:
		return 23
	case *ast.File:
		return 24
	case *ast.ForStmt:
		return 25
	case *ast.FuncDecl:
		return 26
	case *ast.FuncLit:
		return 27
	case *ast.FuncType:
		return 28
	case *ast.GenDecl:
		return 29
	case *ast.GoStmt:
		return 30
	case *ast.Ident:
		return 31
	case *ast.IfStmt:
		return 32
	case *ast.ImportSpec:
		return 33
	case *ast.IncDecStmt:
		return 34
	case *ast.IndexExpr:
		return 35
	case *ast.IndexListExpr:
		return 36
	case *ast.InterfaceType:
		return 37
	case *ast.KeyValueExpr:
		return 38
	case *ast.LabeledStmt:
		return 39
	case *ast.MapType:
		return 40
	case *ast.Package:
		return 41
	case *ast.ParenExpr:
		return 42
	case *ast.RangeStmt:
		return 43
	case *ast.ReturnStmt:
		return 44
	case *ast.SelectStmt:
		return 45
	case *ast.SelectorExpr:
		return 46
	case *ast.SendStmt:
		return 47
	case *ast.SliceExpr:
		return 48
	case *ast.StarExpr:
		return 49
	case *ast.StructType:
		return 50
	case *ast.SwitchStmt:
		return 51
	case *ast.TypeAssertExpr:
		return 52
	case *ast.TypeSpec:
		return 53
	case *ast.TypeSwitchStmt:
		return 54
	case *ast.UnaryExpr:
		return 55
	case *ast.ValueSpec:
		return 56
	}
	return 0
}

// maskOf returns the set of the kinds of types; every kind when types is
// empty.
func maskOf(types []ast.Node) uint64 {
	if len(types) == 0 {
		return ^uint64(0)
	}
	var m uint64
	for _, t := range types {
		m |= 1 << kindOf(t)
	}
	return m
}
