extension Callback {
    private static let bySpelling: [String: Callback] = {
        var table: [String: Callback] = [:]
        for entry in CallbackCatalogue.entries {
            table[entry.swiftName] = entry.callback
            table[entry.selector] = entry.callback
        }
        return table
    }()

    private static let byBareName: [String: Callback] = {
        var table: [String: Callback] = [:]
        for entry in CallbackCatalogue.entries {
            for name in entry.bareNames { table[name] = entry.callback }
        }
        return table
    }()

    /// Looks a callback up by its exact Swift spelling or Objective-C selector.
    public init?(name: String) {
        guard let callback = Callback.bySpelling[name] else { return nil }
        self = callback
    }

    /// Looks a callback up by a bare name without parameters (`sceneDidBecomeActive`,
    /// `didFinishLaunchingWithOptions`), as people print it.
    public init?(bareName: String) {
        guard let callback = Callback.byBareName[bareName] else { return nil }
        self = callback
    }

    /// The known Swift spelling closest to `name` (edit distance), to suggest on a typo.
    package static func nearest(to name: String) -> Callback? {
        var best: (Callback, Int)? = nil
        for entry in CallbackCatalogue.entries {
            let distance = min(EditDistance.between(name, entry.swiftName), EditDistance.between(name, entry.selector))
            if best == nil || distance < (best?.1 ?? Int.max) { best = (entry.callback, distance) }
        }
        return best?.0
    }
}

/// Levenshtein distance over Unicode scalars, for "did you mean" suggestions.
package enum EditDistance {
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
