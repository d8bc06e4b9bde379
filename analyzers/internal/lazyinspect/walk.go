package lazyinspect

import (
	"go/ast"
	"unsafe"
)

// builder visits nodes in the order of ast.Inspect, comments left out,
// with one type switch and direct calls: ast.Inspect makes an interface
// call and a closure call for every node, and once more on the way out,
// and the index is built for every package that touches an LLM API.
// With ix nil the builder only counts the nodes.
type builder struct {
	ix     *Index // nil when counting
	n      int32  // nodes visited
	parent int32
}

// enter adds a node and makes it the parent of the nodes that follow,
// until leave. A nil pointer, an absent optional child, is no node.
func (b *builder) enter(k kind, p unsafe.Pointer) (i, parent int32, ok bool) {
	if p == nil {
		return 0, 0, false
	}
	i, parent = b.n, b.parent
	b.n++
	if b.ix != nil {
		b.ix.ptrs[i] = p
		b.ix.kind[i] = k
		b.ix.parent[i] = parent
		b.parent = i
	}
	return i, parent, true
}

func (b *builder) leave(i, parent int32) {
	if b.ix != nil {
		b.ix.end[i] = b.n
		b.parent = parent
	}
}

// leaf adds a node without children.
func (b *builder) leaf(k kind, p unsafe.Pointer) {
	if i, parent, ok := b.enter(k, p); ok {
		b.leave(i, parent)
	}
}

func walkList[N ast.Node](b *builder, list []N) {
	for _, n := range list {
		b.walk(n)
	}
}

// walk adds n and its subtree. The children are those of ast.Walk, in
// its order. A nil node, an absent optional child, is skipped: passed to
// ast.Inspect's function it would read as the end of the parent.
func (b *builder) walk(n ast.Node) {
	switch n := n.(type) {
	case nil:
	case *ast.Ident:
		b.leaf(kIdent, unsafe.Pointer(n))
	case *ast.BasicLit:
		b.leaf(kBasicLit, unsafe.Pointer(n))
	case *ast.SelectorExpr:
		if i, p, ok := b.enter(kSelectorExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.walk(n.Sel)
			b.leave(i, p)
		}
	case *ast.CallExpr:
		if i, p, ok := b.enter(kCallExpr, unsafe.Pointer(n)); ok {
			b.walk(n.Fun)
			walkList(b, n.Args)
			b.leave(i, p)
		}
	case *ast.BlockStmt:
		if i, p, ok := b.enter(kBlockStmt, unsafe.Pointer(n)); ok {
			walkList(b, n.List)
			b.leave(i, p)
		}
	case *ast.ExprStmt:
		if i, p, ok := b.enter(kExprStmt, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.leave(i, p)
		}
	case *ast.AssignStmt:
		if i, p, ok := b.enter(kAssignStmt, unsafe.Pointer(n)); ok {
			walkList(b, n.Lhs)
			walkList(b, n.Rhs)
			b.leave(i, p)
		}
	case *ast.ReturnStmt:
		if i, p, ok := b.enter(kReturnStmt, unsafe.Pointer(n)); ok {
			walkList(b, n.Results)
			b.leave(i, p)
		}
	case *ast.IfStmt:
		if i, p, ok := b.enter(kIfStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Init)
			b.walk(n.Cond)
			b.walk(n.Body)
			b.walk(n.Else)
			b.leave(i, p)
		}
	case *ast.BinaryExpr:
		if i, p, ok := b.enter(kBinaryExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.walk(n.Y)
			b.leave(i, p)
		}
	case *ast.UnaryExpr:
		if i, p, ok := b.enter(kUnaryExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.leave(i, p)
		}
	case *ast.StarExpr:
		if i, p, ok := b.enter(kStarExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.leave(i, p)
		}
	case *ast.CompositeLit:
		if i, p, ok := b.enter(kCompositeLit, unsafe.Pointer(n)); ok {
			b.walk(n.Type)
			walkList(b, n.Elts)
			b.leave(i, p)
		}
	case *ast.KeyValueExpr:
		if i, p, ok := b.enter(kKeyValueExpr, unsafe.Pointer(n)); ok {
			b.walk(n.Key)
			b.walk(n.Value)
			b.leave(i, p)
		}
	case *ast.Field:
		if i, p, ok := b.enter(kField, unsafe.Pointer(n)); ok {
			walkList(b, n.Names)
			b.walk(n.Type)
			b.walk(n.Tag)
			b.leave(i, p)
		}
	case *ast.FieldList:
		if i, p, ok := b.enter(kFieldList, unsafe.Pointer(n)); ok {
			walkList(b, n.List)
			b.leave(i, p)
		}
	case *ast.FuncType:
		if i, p, ok := b.enter(kFuncType, unsafe.Pointer(n)); ok {
			b.walk(n.TypeParams)
			b.walk(n.Params)
			b.walk(n.Results)
			b.leave(i, p)
		}
	case *ast.FuncLit:
		if i, p, ok := b.enter(kFuncLit, unsafe.Pointer(n)); ok {
			b.walk(n.Type)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.FuncDecl:
		if i, p, ok := b.enter(kFuncDecl, unsafe.Pointer(n)); ok {
			b.walk(n.Recv)
			b.walk(n.Name)
			b.walk(n.Type)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.GenDecl:
		if i, p, ok := b.enter(kGenDecl, unsafe.Pointer(n)); ok {
			walkList(b, n.Specs)
			b.leave(i, p)
		}
	case *ast.ImportSpec:
		if i, p, ok := b.enter(kImportSpec, unsafe.Pointer(n)); ok {
			b.walk(n.Name)
			b.walk(n.Path)
			b.leave(i, p)
		}
	case *ast.ValueSpec:
		if i, p, ok := b.enter(kValueSpec, unsafe.Pointer(n)); ok {
			walkList(b, n.Names)
			b.walk(n.Type)
			walkList(b, n.Values)
			b.leave(i, p)
		}
	case *ast.TypeSpec:
		if i, p, ok := b.enter(kTypeSpec, unsafe.Pointer(n)); ok {
			b.walk(n.Name)
			b.walk(n.TypeParams)
			b.walk(n.Type)
			b.leave(i, p)
		}
	case *ast.File:
		if i, p, ok := b.enter(kFile, unsafe.Pointer(n)); ok {
			b.walk(n.Name)
			walkList(b, n.Decls)
			b.leave(i, p)
		}
	case *ast.ParenExpr:
		if i, p, ok := b.enter(kParenExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.leave(i, p)
		}
	case *ast.IndexExpr:
		if i, p, ok := b.enter(kIndexExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.walk(n.Index)
			b.leave(i, p)
		}
	case *ast.IndexListExpr:
		if i, p, ok := b.enter(kIndexListExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			walkList(b, n.Indices)
			b.leave(i, p)
		}
	case *ast.SliceExpr:
		if i, p, ok := b.enter(kSliceExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.walk(n.Low)
			b.walk(n.High)
			b.walk(n.Max)
			b.leave(i, p)
		}
	case *ast.TypeAssertExpr:
		if i, p, ok := b.enter(kTypeAssertExpr, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.walk(n.Type)
			b.leave(i, p)
		}
	case *ast.Ellipsis:
		if i, p, ok := b.enter(kEllipsis, unsafe.Pointer(n)); ok {
			b.walk(n.Elt)
			b.leave(i, p)
		}
	case *ast.ArrayType:
		if i, p, ok := b.enter(kArrayType, unsafe.Pointer(n)); ok {
			b.walk(n.Len)
			b.walk(n.Elt)
			b.leave(i, p)
		}
	case *ast.StructType:
		if i, p, ok := b.enter(kStructType, unsafe.Pointer(n)); ok {
			b.walk(n.Fields)
			b.leave(i, p)
		}
	case *ast.InterfaceType:
		if i, p, ok := b.enter(kInterfaceType, unsafe.Pointer(n)); ok {
			b.walk(n.Methods)
			b.leave(i, p)
		}
	case *ast.MapType:
		if i, p, ok := b.enter(kMapType, unsafe.Pointer(n)); ok {
			b.walk(n.Key)
			b.walk(n.Value)
			b.leave(i, p)
		}
	case *ast.ChanType:
		if i, p, ok := b.enter(kChanType, unsafe.Pointer(n)); ok {
			b.walk(n.Value)
			b.leave(i, p)
		}
	case *ast.BadExpr:
		b.leaf(kBadExpr, unsafe.Pointer(n))
	case *ast.BadStmt:
		b.leaf(kBadStmt, unsafe.Pointer(n))
	case *ast.BadDecl:
		b.leaf(kBadDecl, unsafe.Pointer(n))
	case *ast.EmptyStmt:
		b.leaf(kEmptyStmt, unsafe.Pointer(n))
	case *ast.DeclStmt:
		if i, p, ok := b.enter(kDeclStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Decl)
			b.leave(i, p)
		}
	case *ast.LabeledStmt:
		if i, p, ok := b.enter(kLabeledStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Label)
			b.walk(n.Stmt)
			b.leave(i, p)
		}
	case *ast.SendStmt:
		if i, p, ok := b.enter(kSendStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Chan)
			b.walk(n.Value)
			b.leave(i, p)
		}
	case *ast.IncDecStmt:
		if i, p, ok := b.enter(kIncDecStmt, unsafe.Pointer(n)); ok {
			b.walk(n.X)
			b.leave(i, p)
		}
	case *ast.GoStmt:
		if i, p, ok := b.enter(kGoStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Call)
			b.leave(i, p)
		}
	case *ast.DeferStmt:
		if i, p, ok := b.enter(kDeferStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Call)
			b.leave(i, p)
		}
	case *ast.BranchStmt:
		if i, p, ok := b.enter(kBranchStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Label)
			b.leave(i, p)
		}
	case *ast.CaseClause:
		if i, p, ok := b.enter(kCaseClause, unsafe.Pointer(n)); ok {
			walkList(b, n.List)
			walkList(b, n.Body)
			b.leave(i, p)
		}
	case *ast.SwitchStmt:
		if i, p, ok := b.enter(kSwitchStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Init)
			b.walk(n.Tag)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.TypeSwitchStmt:
		if i, p, ok := b.enter(kTypeSwitchStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Init)
			b.walk(n.Assign)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.CommClause:
		if i, p, ok := b.enter(kCommClause, unsafe.Pointer(n)); ok {
			b.walk(n.Comm)
			walkList(b, n.Body)
			b.leave(i, p)
		}
	case *ast.SelectStmt:
		if i, p, ok := b.enter(kSelectStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.ForStmt:
		if i, p, ok := b.enter(kForStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Init)
			b.walk(n.Cond)
			b.walk(n.Post)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.RangeStmt:
		if i, p, ok := b.enter(kRangeStmt, unsafe.Pointer(n)); ok {
			b.walk(n.Key)
			b.walk(n.Value)
			b.walk(n.X)
			b.walk(n.Body)
			b.leave(i, p)
		}
	case *ast.Package:
		// ast.Walk visits a package's files in map order; no analyzer
		// passes one, and the index must not depend on map order.
		b.leaf(kPackage, unsafe.Pointer(n))
	case *ast.Comment, *ast.CommentGroup:
	default:
		// A node type outside go/ast, which ast.Walk would reject: kept,
		// without children.
		i, p := b.n, b.parent
		b.n++
		if b.ix != nil {
			b.ix.parent[i] = p
			b.parent = i
			if b.ix.other == nil {
				b.ix.other = map[int32]ast.Node{}
			}
			b.ix.other[i] = n
		}
		b.leave(i, p)
	}
}
