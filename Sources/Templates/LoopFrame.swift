/// The state of one running `{% for %}`: the list and where it is. The item's name is a
/// `Binding`, so loops and include arguments shadow each other in nesting order.
struct LoopFrame {
    let items: LoopItems
    var index: Int

    var item: TemplateValue { items[index] }

    func value(of field: LoopField) -> TemplateValue {
        switch field {
        case .index: .int(index + 1)
        case .first: .bool(index == 0)
        case .last: .bool(index == items.count - 1)
        }
    }
}
