/// One `name=value` of `{% include "partials/field" name="lift" value=values.lift %}`: while
/// the partial renders, `name` stands for the value, before any outer name of the same spelling.
struct IncludeArgument: Sendable {
    let name: String
    let value: ArgumentValue
}
