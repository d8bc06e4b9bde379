package adkcallback

import (
	"go/ast"
	"go/types"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/llmerrlint/llmerrlint/analyzers/internal/code"
	"github.com/llmerrlint/llmerrlint/analyzers/internal/llmapi"
)

// finder holds one walk's state. Both maps are made on first use: most
// files register no callback and hold no config literal.
type finder struct {
	info       *types.Info
	declared   []Callback
	registered []Callback
	// lastReg indexes, in registered, a literal's last registration. A
	// literal is registered at one of its ancestors, so before the walk
	// reaches it.
	lastReg map[*ast.FuncLit]int
	// inConfig holds the slice literals that are the values of a config's
	// callback fields: their elements are registered with the config's
	// site, not again as elements of a callback slice. Nodes are unique,
	// so one map serves every file.
	inConfig map[*ast.CompositeLit]bool
	// sites spells each site once: a package registers many callbacks at
	// few sites.
	sites []site
}

// site is the spelling of a config field (cfg, field) or of a callback
// type (typ).
type site struct {
	cfg   *llmapi.ConfigLit
	field string
	typ   *types.TypeName
	name  string
}

func (f *finder) visit(c inspector.Cursor) {
	switch n := c.Node().(type) {
	case *ast.FuncDecl:
		f.funcDecl(n, c)
	case *ast.FuncLit:
		f.funcLit(n, c)
	case *ast.CompositeLit:
		f.compositeLit(n)
	case *ast.CallExpr:
		if len(n.Args) != 1 {
			break // not a conversion; most calls end here, before a lookup
		}
		if tv, ok := f.info.Types[n.Fun]; ok && tv.IsType() {
			if k := llmapi.CallbackTypeKind(tv.Type); k != llmapi.NotCallback {
				f.register(k, f.typeSite(tv.Type), false, "", n.Args[0])
			}
		}
	case *ast.ValueSpec:
		if n.Type == nil {
			return
		}
		t := f.info.TypeOf(n.Type)
		if k := llmapi.CallbackTypeKind(t); k != llmapi.NotCallback {
			for i, v := range n.Values {
				if i < len(n.Names) && !code.IsNil(f.info, v) {
					f.register(k, f.typeSite(t), false, n.Names[i].Name, v)
				}
			}
		}
	}
}

func (f *finder) funcDecl(n *ast.FuncDecl, c inspector.Cursor) {
	fn, ok := f.info.Defs[n.Name].(*types.Func)
	if !ok || n.Body == nil {
		return
	}
	if k := llmapi.ModelCallbackKind(fn.Signature()); k != llmapi.NotCallback {
		f.declared = append(f.declared, Callback{Kind: k, Func: fn, Body: n.Body, Node: n, At: c, Pos: n.Name.Pos()})
	}
}

func (f *finder) funcLit(n *ast.FuncLit, c inspector.Cursor) {
	sig, _ := f.info.TypeOf(n).(*types.Signature)
	k := llmapi.ModelCallbackKind(sig)
	if k == llmapi.NotCallback {
		return
	}
	var cb Callback
	if i, ok := f.lastReg[n]; ok {
		cb = f.registered[i]
	} else {
		cb = Callback{Kind: k, Lit: n, Pos: n.Pos(), Var: assignedTo(n, c.Parent().Node())}
	}
	cb.Kind, cb.Body, cb.Node, cb.At = k, n.Body, n, c
	f.declared = append(f.declared, cb)
}

// compositeLit registers the callbacks of a config literal's callback
// fields, or the elements of a literal slice or array of a callback type.
func (f *finder) compositeLit(n *ast.CompositeLit) {
	t := f.info.TypeOf(n)
	if cfg, ok := llmapi.ConfigOf(t); ok {
		for key, value := range Fields(n) {
			k := cfg.CallbackField(key.Name)
			if k == llmapi.NotCallback {
				continue
			}
			site := f.fieldSite(cfg, key.Name)
			if sl, ok := ast.Unparen(value).(*ast.CompositeLit); ok {
				if f.inConfig == nil {
					f.inConfig = map[*ast.CompositeLit]bool{}
				}
				f.inConfig[sl] = true
				for _, v := range sl.Elts {
					f.register(k, site, true, "", v)
				}
			} else if !code.IsNil(f.info, value) {
				f.register(k, site, true, "", value)
			}
		}
		return
	}
	if t == nil || f.inConfig[n] {
		return
	}
	var elem types.Type
	switch u := t.Underlying().(type) {
	case *types.Slice:
		elem = u.Elem()
	case *types.Array:
		elem = u.Elem()
	}
	if k := llmapi.CallbackTypeKind(elem); k != llmapi.NotCallback {
		for _, v := range n.Elts {
			f.register(k, f.typeSite(elem), false, "", v)
		}
	}
}

// register records the callback value e registered at a site.
func (f *finder) register(k llmapi.CallbackKind, site string, inConfig bool, v string, e ast.Expr) {
	cb := registration(f.info, k, site, inConfig, v, e)
	if cb.Lit != nil {
		if f.lastReg == nil {
			f.lastReg = map[*ast.FuncLit]int{}
		}
		f.lastReg[cb.Lit] = len(f.registered)
	}
	f.registered = append(f.registered, cb)
}

// fieldSite spells a config's callback field as cfg.Display + "." + field.
func (f *finder) fieldSite(cfg *llmapi.ConfigLit, field string) string {
	for _, s := range f.sites {
		if s.cfg == cfg && s.field == field {
			return s.name
		}
	}
	name := cfg.Display + "." + field
	f.sites = append(f.sites, site{cfg: cfg, field: field, name: name})
	return name
}

// typeSite spells a named callback type as qualifiedTypeName does.
func (f *finder) typeSite(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return qualifiedTypeName(t)
	}
	for _, s := range f.sites {
		if s.typ == n.Obj() {
			return s.name
		}
	}
	name := qualifiedTypeName(t)
	f.sites = append(f.sites, site{typ: n.Obj(), name: name})
	return name
}
