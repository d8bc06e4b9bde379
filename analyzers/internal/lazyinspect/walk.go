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
	// the index's slices, sized by the count
	ptrs         []unsafe.Pointer
	kind         []kind
	parents, end []int32
}

// enter adds a node and makes it the parent of the nodes that follow,
// until leave.
func (b *builder) enter(k kind, p unsafe.Pointer) (i, parent int32) {
	i, parent = b.n, b.parent
	b.n++
	if b.ix != nil {
		b.ptrs[i] = p
		b.kind[i] = k
		b.parents[i] = parent
		b.parent = i
	}
	return i, parent
}

func (b *builder) leave(i, parent int32) {
	if b.ix != nil {
		b.end[i] = b.n
		b.parent = parent
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
		if n == nil {
			return
		}
		i, p := b.enter(kIdent, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.BasicLit:
		if n == nil {
			return
		}
		i, p := b.enter(kBasicLit, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.SelectorExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kSelectorExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.walk(n.Sel)
		b.leave(i, p)
	case *ast.CallExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kCallExpr, unsafe.Pointer(n))
		b.walk(n.Fun)
		walkList(b, n.Args)
		b.leave(i, p)
	case *ast.BlockStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kBlockStmt, unsafe.Pointer(n))
		walkList(b, n.List)
		b.leave(i, p)
	case *ast.ExprStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kExprStmt, unsafe.Pointer(n))
		b.walk(n.X)
		b.leave(i, p)
	case *ast.AssignStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kAssignStmt, unsafe.Pointer(n))
		walkList(b, n.Lhs)
		walkList(b, n.Rhs)
		b.leave(i, p)
	case *ast.ReturnStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kReturnStmt, unsafe.Pointer(n))
		walkList(b, n.Results)
		b.leave(i, p)
	case *ast.IfStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kIfStmt, unsafe.Pointer(n))
		b.walk(n.Init)
		b.walk(n.Cond)
		b.walk(n.Body)
		b.walk(n.Else)
		b.leave(i, p)
	case *ast.BinaryExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kBinaryExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.walk(n.Y)
		b.leave(i, p)
	case *ast.UnaryExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kUnaryExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.leave(i, p)
	case *ast.StarExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kStarExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.leave(i, p)
	case *ast.CompositeLit:
		if n == nil {
			return
		}
		i, p := b.enter(kCompositeLit, unsafe.Pointer(n))
		b.walk(n.Type)
		walkList(b, n.Elts)
		b.leave(i, p)
	case *ast.KeyValueExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kKeyValueExpr, unsafe.Pointer(n))
		b.walk(n.Key)
		b.walk(n.Value)
		b.leave(i, p)
	case *ast.Field:
		if n == nil {
			return
		}
		i, p := b.enter(kField, unsafe.Pointer(n))
		walkList(b, n.Names)
		b.walk(n.Type)
		b.walk(n.Tag)
		b.leave(i, p)
	case *ast.FieldList:
		if n == nil {
			return
		}
		i, p := b.enter(kFieldList, unsafe.Pointer(n))
		walkList(b, n.List)
		b.leave(i, p)
	case *ast.FuncType:
		if n == nil {
			return
		}
		i, p := b.enter(kFuncType, unsafe.Pointer(n))
		b.walk(n.TypeParams)
		b.walk(n.Params)
		b.walk(n.Results)
		b.leave(i, p)
	case *ast.FuncLit:
		if n == nil {
			return
		}
		i, p := b.enter(kFuncLit, unsafe.Pointer(n))
		b.walk(n.Type)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.FuncDecl:
		if n == nil {
			return
		}
		i, p := b.enter(kFuncDecl, unsafe.Pointer(n))
		b.walk(n.Recv)
		b.walk(n.Name)
		b.walk(n.Type)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.GenDecl:
		if n == nil {
			return
		}
		i, p := b.enter(kGenDecl, unsafe.Pointer(n))
		walkList(b, n.Specs)
		b.leave(i, p)
	case *ast.ImportSpec:
		if n == nil {
			return
		}
		i, p := b.enter(kImportSpec, unsafe.Pointer(n))
		b.walk(n.Name)
		b.walk(n.Path)
		b.leave(i, p)
	case *ast.ValueSpec:
		if n == nil {
			return
		}
		i, p := b.enter(kValueSpec, unsafe.Pointer(n))
		walkList(b, n.Names)
		b.walk(n.Type)
		walkList(b, n.Values)
		b.leave(i, p)
	case *ast.TypeSpec:
		if n == nil {
			return
		}
		i, p := b.enter(kTypeSpec, unsafe.Pointer(n))
		b.walk(n.Name)
		b.walk(n.TypeParams)
		b.walk(n.Type)
		b.leave(i, p)
	case *ast.File:
		if n == nil {
			return
		}
		i, p := b.enter(kFile, unsafe.Pointer(n))
		b.walk(n.Name)
		walkList(b, n.Decls)
		b.leave(i, p)
	case *ast.ParenExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kParenExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.leave(i, p)
	case *ast.IndexExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kIndexExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.walk(n.Index)
		b.leave(i, p)
	case *ast.IndexListExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kIndexListExpr, unsafe.Pointer(n))
		b.walk(n.X)
		walkList(b, n.Indices)
		b.leave(i, p)
	case *ast.SliceExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kSliceExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.walk(n.Low)
		b.walk(n.High)
		b.walk(n.Max)
		b.leave(i, p)
	case *ast.TypeAssertExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kTypeAssertExpr, unsafe.Pointer(n))
		b.walk(n.X)
		b.walk(n.Type)
		b.leave(i, p)
	case *ast.Ellipsis:
		if n == nil {
			return
		}
		i, p := b.enter(kEllipsis, unsafe.Pointer(n))
		b.walk(n.Elt)
		b.leave(i, p)
	case *ast.ArrayType:
		if n == nil {
			return
		}
		i, p := b.enter(kArrayType, unsafe.Pointer(n))
		b.walk(n.Len)
		b.walk(n.Elt)
		b.leave(i, p)
	case *ast.StructType:
		if n == nil {
			return
		}
		i, p := b.enter(kStructType, unsafe.Pointer(n))
		b.walk(n.Fields)
		b.leave(i, p)
	case *ast.InterfaceType:
		if n == nil {
			return
		}
		i, p := b.enter(kInterfaceType, unsafe.Pointer(n))
		b.walk(n.Methods)
		b.leave(i, p)
	case *ast.MapType:
		if n == nil {
			return
		}
		i, p := b.enter(kMapType, unsafe.Pointer(n))
		b.walk(n.Key)
		b.walk(n.Value)
		b.leave(i, p)
	case *ast.ChanType:
		if n == nil {
			return
		}
		i, p := b.enter(kChanType, unsafe.Pointer(n))
		b.walk(n.Value)
		b.leave(i, p)
	case *ast.BadExpr:
		if n == nil {
			return
		}
		i, p := b.enter(kBadExpr, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.BadStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kBadStmt, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.BadDecl:
		if n == nil {
			return
		}
		i, p := b.enter(kBadDecl, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.EmptyStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kEmptyStmt, unsafe.Pointer(n))
		b.leave(i, p)
	case *ast.DeclStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kDeclStmt, unsafe.Pointer(n))
		b.walk(n.Decl)
		b.leave(i, p)
	case *ast.LabeledStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kLabeledStmt, unsafe.Pointer(n))
		b.walk(n.Label)
		b.walk(n.Stmt)
		b.leave(i, p)
	case *ast.SendStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kSendStmt, unsafe.Pointer(n))
		b.walk(n.Chan)
		b.walk(n.Value)
		b.leave(i, p)
	case *ast.IncDecStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kIncDecStmt, unsafe.Pointer(n))
		b.walk(n.X)
		b.leave(i, p)
	case *ast.GoStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kGoStmt, unsafe.Pointer(n))
		b.walk(n.Call)
		b.leave(i, p)
	case *ast.DeferStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kDeferStmt, unsafe.Pointer(n))
		b.walk(n.Call)
		b.leave(i, p)
	case *ast.BranchStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kBranchStmt, unsafe.Pointer(n))
		b.walk(n.Label)
		b.leave(i, p)
	case *ast.CaseClause:
		if n == nil {
			return
		}
		i, p := b.enter(kCaseClause, unsafe.Pointer(n))
		walkList(b, n.List)
		walkList(b, n.Body)
		b.leave(i, p)
	case *ast.SwitchStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kSwitchStmt, unsafe.Pointer(n))
		b.walk(n.Init)
		b.walk(n.Tag)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.TypeSwitchStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kTypeSwitchStmt, unsafe.Pointer(n))
		b.walk(n.Init)
		b.walk(n.Assign)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.CommClause:
		if n == nil {
			return
		}
		i, p := b.enter(kCommClause, unsafe.Pointer(n))
		b.walk(n.Comm)
		walkList(b, n.Body)
		b.leave(i, p)
	case *ast.SelectStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kSelectStmt, unsafe.Pointer(n))
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.ForStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kForStmt, unsafe.Pointer(n))
		b.walk(n.Init)
		b.walk(n.Cond)
		b.walk(n.Post)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.RangeStmt:
		if n == nil {
			return
		}
		i, p := b.enter(kRangeStmt, unsafe.Pointer(n))
		b.walk(n.Key)
		b.walk(n.Value)
		b.walk(n.X)
		b.walk(n.Body)
		b.leave(i, p)
	case *ast.Package:
		// ast.Walk visits a package's files in map order; no analyzer
		// passes one, and the index must not depend on map order.
		if n != nil {
			b.leave(b.enter(kPackage, unsafe.Pointer(n)))
		}
	case *ast.Comment, *ast.CommentGroup:
	default:
		// A node type outside go/ast, which ast.Walk would reject: kept,
		// without children.
		i, p := b.enter(0, nil)
		if b.ix != nil {
			if b.ix.other == nil {
				b.ix.other = map[int32]ast.Node{}
			}
			b.ix.other[i] = n
		}
		b.leave(i, p)
	}
}
