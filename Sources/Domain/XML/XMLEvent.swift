/// What `XMLReader` reads next. Elements are named by their local name (`hr` for
/// `gpxtpx:hr` and for `ns3:hr` alike), since writers of the same format choose different
/// prefixes; attributes keep the name as written.
public enum XMLEvent: Sendable, Equatable {
    case start(name: String, attributes: [XMLAttribute])
    case end(name: String)
    /// Character data with references resolved; a run of only whitespace between tags is
    /// not reported. One element's text may come in several pieces (around a CDATA section).
    case text(String)
}
