import LifelineModel

extension EventRecord {
    /// Stores the string value of field `key` (an index into `TraceEventCodec.keys`) as the
    /// canonical and the foreign decoder both read it: free text and identifiers are interned
    /// in their own tables, model names in the vocabulary, where their traits say whether the
    /// field takes them. False when it does not (an unknown kind, method, receiver, …), so the
    /// caller hands the line to the reference parser, which says what is wrong.
    @inline(__always)
    mutating func store(_ bytes: UnsafeBufferPointer<UInt8>, field key: Int, symbols: TraceSymbols) -> Bool {
        switch key {
        case EventField.value: value = symbols.symbol(.text, bytes)
        case EventField.detail: detail = symbols.symbol(.text, bytes)
        case EventField.handler: handler = symbols.symbol(.text, bytes)
        case EventField.scene: scene = symbols.symbol(.identifier, bytes)
        case EventField.session: session = symbols.symbol(.identifier, bytes)
        case EventField.view: view = symbols.symbol(.identifier, bytes)
        default:
            let vocabulary = symbols.vocabulary
            let index = vocabulary.intern(bytes)
            let traits = vocabulary.traits[index]
            switch key {
            case EventField.kind:
                guard let kind = traits.kind else { return false }
                self.kind = kind
            case EventField.name: name = Symbol(.vocabulary, index, generation: vocabulary.generation)
            case EventField.by:
                guard let by = traits.actor else { return false }
                self.by = by
            case EventField.receiver:
                guard let receiver = traits.receiver else { return false }
                self.receiver = receiver
            case EventField.method:
                guard let callback = traits.callback else { return false }
                method = callback
            case EventField.from: from = Symbol(.vocabulary, index, generation: vocabulary.generation)
            case EventField.to: to = Symbol(.vocabulary, index, generation: vocabulary.generation)
            default:
                guard let level = traits.level else { return false }
                self.level = level
            }
        }
        return true
    }
}

/// The string-valued fields' indices into `TraceEventCodec.keys`, the order the writer puts
/// them on a line.
enum EventField {
    static let kind = 2, name = 3, by = 4, receiver = 5, scene = 6, session = 7, method = 8
    static let from = 9, to = 10, level = 11, view = 12, value = 13, detail = 16, handler = 17
}
