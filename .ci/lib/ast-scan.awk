# Reads one module's type-checked AST (`swiftc -dump-ast`) as it comes and writes what the
# checks look for, one "file:line:column: what" line each, to files named after `out`:
#   .errors            the compiler's errors (the AST could not be made)
#   .float-to-int      a floating-point value turned into an integer (or a Duration) bare
#   .string-to-number  a String/Substring read as an integer or a float (`Int(text)`, …)
#   .arithmetic        `+ - *` (or `+= -= *=`) applied to such a reading, directly or through
#                      the constant or variable it was bound to (`let n = Int(x)` … `n - 1`)
# Variables (-v): out, floatHelper and numberHelper (the files allowed their conversions).
#
# The dump is a tree written as nested parentheses, one node a line, a child indented deeper
# than its parent. The stack below holds the open ancestors of the current line: its kind
# (`binary_expr`, `call_expr`, …), and for a binary operator the operator once its reference
# is read (it comes before the operands).

BEGIN {
  floats = "Double|Float|Float16|Float32|Float64|Float80|CGFloat"
  integers = "U?Int(8|16|32|64|128)?"
  floatToInt = "declref_expr.* type=\"\\((" integers ")\\.Type\\) -> \\((" floats ")\\) -> (" integers ")\".* decl=\"[^\"]*\\.init\\(_:\\)\"|" \
    "decl=\"Swift\\.\\(file\\)\\.[A-Za-z]*Integer[^\"]*\\.init\\(_:\\) \\[with \\(substitution_map generic_signature=<[^>]*T : BinaryFloatingPoint|" \
    "declref_expr.* type=\"\\(Duration\\.Type\\) -> \\((Duration, )?(" floats ")\\) -> Duration\""
  # The standard library's failable readers of text: every FixedWidthInteger's `init?(_:)` and
  # `init?(_:radix:)`, every float's `init?(_:)` of a StringProtocol, and the generic
  # `LosslessStringConvertible.init?(_:)` a `T(text)` resolves to. The result is optional,
  # which tells them from the conversions between numbers that share the names.
  stringToNumber = "declref_expr.* type=\"[^\"]*\\) -> [^\"]*\\?\".* decl=\"Swift\\.\\(file\\)\\." \
    "((FixedWidthInteger|" integers "|" floats "|BinaryFloatingPoint) extension|LosslessStringConvertible)\\.init\\(_:(radix:)?\\)"
  # Integer operators, which trap on overflow; `&+` and kin wrap and pass, and so does a
  # float's arithmetic (a float turned into an integer is the float-to-int check's).
  arithmetic = "type=\"\\((" integers "|[A-Z])\\.Type\\) -> .* decl=\"Swift\\.\\(file\\)\\.(" integers "|[A-Za-z]*Integer)( extension)?\\.(\\+|-|\\*|\\+=|-=|\\*=)( \\[|\")"
  # Nodes a reading passes through unchanged on its way to an operator or a binding.
  transparent = "^(inout_expr|force_value_expr|paren_expr|optional_evaluation_expr|bind_optional_expr|inject_into_optional|load_expr|try_expr|force_try_expr)$"
  depth = 0
}

/(^|: )error:/ { print > (out ".errors"); next }

# Only node lines: "  (kind …".
!/^ *\(/ { next }

{
  indent = match($0, /[^ ]/) - 1
  while (depth > 0 && indents[depth] >= indent) depth--
  depth++
  indents[depth] = indent
  kind[depth] = substr($0, indent + 2)
  sub(/[ )].*/, "", kind[depth])
  sub(/^[a-z_]*=/, "", kind[depth])   # "processed_init=binary_expr" is a binary_expr
  role[depth] = substr($0, indent + 2)
  sub(/=.*/, "", role[depth])
  operator[depth] = ""
  name[depth] = ""
  line[depth] = $0
}

kind[depth] == "pattern_named" {
  match($0, /"[^"]*"\)*$/); named = substr($0, RSTART + 1, RLENGTH - 1); sub(/".*/, "", named)
  for (up = depth - 1; up > 0; up--) if (kind[up] == "pattern_entry" || kind[up] == "pattern") { name[up] = named; break }
}

# The reference to a binary operator sits under the operator's expression (through a
# dot_syntax_call_expr for a method, and a function_conversion_expr in Swift 6 mode); it names
# the operator for the operands that follow.
kind[depth] == "declref_expr" && /decl="Swift\.\(file\)\.\?\? / { nameOperator("??") }
kind[depth] == "declref_expr" && $0 ~ arithmetic { nameOperator("arithmetic") }

kind[depth] == "declref_expr" && $0 ~ floatToInt {
  where = location($0)
  if (index(where, floatHelper ":") != 1) print where ": " typeOf($0) > (out ".float-to-int")
}

kind[depth] == "declref_expr" && $0 ~ stringToNumber {
  where = location($0)
  if (index(where, numberHelper ":") != 1) print where ": " typeOf($0) > (out ".string-to-number")
  # From the reference up: constructor_ref_call_expr, then the call that is the reading.
  if (kind[depth - 1] == "constructor_ref_call_expr" && kind[depth - 2] == "call_expr") follow(depth - 2, where)
}

# A use of a constant or variable bound to a reading: "decl=\"M.(file).f(x:).n@File.swift:3:9\"".
kind[depth] == "declref_expr" && /decl="[^"]*@[^"]*:[0-9]+:[0-9]+"/ {
  match($0, /decl="[^"]*"/); declared = substr($0, RSTART + 6, RLENGTH - 7)
  match(declared, /[^.]*@[^@]*$/); declared = substr(declared, RSTART, RLENGTH)   # "n@File.swift:3:9"
  row = declared; sub(/:[0-9]+$/, "", row); sub(/.*:/, "", row)
  sub(/:[0-9]+:[0-9]+$/, "", declared)             # "n@File.swift"
  if ((declared) in taintedFrom && row + 0 >= taintedFrom[declared] && row + 0 <= taintedTo[declared]) follow(depth, tainted[declared])
}

# From node `at` (a reading, or a use of one) up through the nodes that pass its value on
# unchanged: an operand of `+ - *` is reported; a binding taints the name it binds.
function follow(at, origin,   up, k) {
  up = at
  while (up > 1) {
    k = kind[up - 1]
    if (k ~ transparent) { up--; continue }
    if (k == "argument" && kind[up - 2] == "argument_list" && kind[up - 3] == "binary_expr") {
      if (operator[up - 3] == "??") { up -= 3; continue }
      if (operator[up - 3] == "arithmetic") {
        print location(line[up - 3]) ": on the number read at " origin > (out ".arithmetic")
      }
      return
    }
    if ((k == "pattern_entry" && role[up] == "processed_init") || k == "pattern") {
      if (name[up - 1] != "") taint(name[up - 1], origin)
      return
    }
    return
  }
}

# The binding's name as a use names its declaration, "n@File.swift" declared on a line from
# the start of the statement that binds it (a `guard let` may span lines) to the reading's.
# One name a file: a later binding of the same name replaces it.
function taint(named, origin,   file, row, first, statement) {
  file = origin; sub(/:[0-9]+:[0-9]+$/, "", file)
  row = origin; sub(/:[0-9]+$/, "", row); sub(/.*:/, "", row); row += 0
  first = row
  for (statement = depth; statement > 0; statement--) {
    if (kind[statement] ~ /_stmt$|^pattern_binding_decl$/ && match(line[statement], /range=\[[^ ]*:[0-9]+:[0-9]+/)) {
      first = substr(line[statement], RSTART, RLENGTH); sub(/:[0-9]+$/, "", first); sub(/.*:/, "", first); first += 0
      break
    }
  }
  taintedFrom[named "@" file] = first; taintedTo[named "@" file] = row; tainted[named "@" file] = origin
}

function nameOperator(named,   up) {
  for (up = depth - 1; kind[up] == "function_conversion_expr" || kind[up] == "dot_syntax_call_expr"; up--) {}
  if (kind[up] == "binary_expr") operator[up] = named
}

function location(text) {
  match(text, /location=[^ ]*/); return substr(text, RSTART + 9, RLENGTH - 9)
}

function typeOf(text) {
  match(text, /type="[^"]*"/); return substr(text, RSTART + 6, RLENGTH - 7)
}
