/// A name the renderer resolves before the context: a loop's current item or an include's
/// argument. Nil binds the name to nothing, so an argument whose value is missing still hides
/// an outer value of the same name.
struct Binding {
    let name: String
    var value: TemplateValue?
}
