import LifelineTrace

/// `RenderOptions`' window and scene filter for records: the scene filter's answer for each
/// scene id is cached by symbol, so a filtered trace hashes each id once per identifier
/// generation rather than once per event.
struct RecordFilter {
    let options: RenderOptions
    private var answers = SymbolCache()

    init(_ options: RenderOptions) { self.options = options }

    /// Whether `record` falls in the time window.
    @inline(__always)
    func inWindow(_ record: EventRecord) -> Bool { options.inWindow(record.time) }

    /// Whether `record` passes the scene filter.
    @inline(__always)
    mutating func passesSceneFilter(_ record: EventRecord, symbols: TraceSymbols) -> Bool {
        if options.scenes.isEmpty || record.scene.isNone { return true }
        if let answer = answers.value(for: record.scene, in: symbols) { return answer != 0 }
        let passes = options.passesSceneFilter(scene: symbols.string(record.scene))
        answers.set(passes ? 1 : 0, for: record.scene)
        return passes
    }

    /// Both filters.
    @inline(__always)
    mutating func includes(_ record: EventRecord, symbols: TraceSymbols) -> Bool {
        inWindow(record) && passesSceneFilter(record, symbols: symbols)
    }
}
