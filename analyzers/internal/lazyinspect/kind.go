package lazyinspect

import "go/ast"

// kind numbers the node types of go/ast, so that a set of types is a
// bit mask. 0 is a type outside go/ast (none is expected).
type kind uint8

// The kinds, in the alphabetical order of go/ast's type names.
const (
	kArrayType kind = 1 + iota
	kAssignStmt
	kBadDecl
	kBadExpr
	kBadStmt
	kBasicLit
	kBinaryExpr
	kBlockStmt
	kBranchStmt
	kCallExpr
	kCaseClause
	kChanType
	kCommClause
	kComment
	kCommentGroup
	kCompositeLit
	kDeclStmt
	kDeferStmt
	kEllipsis
	kEmptyStmt
	kExprStmt
	kField
	kFieldList
	kFile
	kForStmt
	kFuncDecl
	kFuncLit
	kFuncType
	kGenDecl
	kGoStmt
	kIdent
	kIfStmt
	kImportSpec
	kIncDecStmt
	kIndexExpr
	kIndexListExpr
	kInterfaceType
	kKeyValueExpr
	kLabeledStmt
	kMapType
	kPackage
	kParenExpr
	kRangeStmt
	kReturnStmt
	kSelectStmt
	kSelectorExpr
	kSendStmt
	kSliceExpr
	kStarExpr
	kStructType
	kSwitchStmt
	kTypeAssertExpr
	kTypeSpec
	kTypeSwitchStmt
	kUnaryExpr
	kValueSpec
)

// maskOf returns the set of the kinds of types; every kind when types is
// empty.
func maskOf(types []ast.Node) uint64 {
	if len(types) == 0 {
		return ^uint64(0)
	}
	var m uint64
	for _, t := range types {
		k, _ := split(t)
		m |= 1 << k
	}
	return m
}
