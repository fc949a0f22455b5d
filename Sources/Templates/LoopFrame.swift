/// The state of one running `{% for %}`: its item name, the list, and where it is.
struct LoopFrame {
    let name: String
    let items: [TemplateValue]
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
