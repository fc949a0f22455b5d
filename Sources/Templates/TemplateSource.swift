/// One template's text before parsing, with the name other templates use for it and the file
/// that error messages point at.
struct TemplateSource {
    let name: String
    let file: String
    let bytes: [UInt8]
}
