/// What a `{% content %}` renders: a page inside its layout (all of its code), or the body of
/// a `{% wrap %}` inside the partial it names (the instructions between the tags).
struct PendingContent {
    let template: Int
    let code: Range<Int>
}
