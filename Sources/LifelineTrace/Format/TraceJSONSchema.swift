import LifelineModel

/// The JSON Schema (2020-12) of one trace line, generated from the same tables the reader
/// enforces. `Docs/trace-v1.schema.json` is this output; a test keeps the file current.
package enum TraceJSONSchema {
    package static func document() -> String {
        func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
        func type(_ name: String, _ extra: [(key: String, value: JSONValue)] = []) -> JSONValue {
            .object([("type", .string(name))] + extra)
        }
        let states = Array(
            Set(
                AppState.allCases.map(\.rawValue) + SceneActivationState.allCases.map(\.rawValue)
                    + ScenePhase.allCases.map(\.rawValue))
        ).sorted()
        let methods = CallbackCatalogue.entries.flatMap { [$0.swiftName, $0.selector] }
        // The reader's limit on times: 9e9 seconds (about 285 years).
        let nonNegative = type("number", [("minimum", .number("0")), ("maximum", .number("9000000000"))])
        let eventProperties: [(key: String, value: JSONValue)] = [
            ("seq", type("integer", [("minimum", .number("1"))])),
            ("t", nonNegative),
            ("kind", type("string", [("enum", strings(EventKind.allCases.map(\.rawValue)))])),
            ("name", type("string")),
            ("by", type("string", [("enum", strings(Actor.allCases.map(\.rawValue)))])),
            ("receiver", type("string", [("enum", strings(Receiver.allCases.map(\.rawValue)))])),
            ("scene", type("string")),
            ("session", type("string")),
            ("method", type("string", [("enum", strings(methods))])),
            ("from", type("string", [("enum", strings(states))])),
            ("to", type("string", [("enum", strings(states))])),
            ("level", type("string", [("enum", strings(PhaseLevel.allCases.map(\.rawValue)))])),
            ("view", type("string")),
            ("value", type("string")),
            ("dur", nonNegative),
            ("cause", type("integer", [("minimum", .number("1"))])),
            ("detail", type("string")),
            ("handler", type("string"))
        ]
        func when(
            _ condition: [(key: String, value: JSONValue)], then: [(key: String, value: JSONValue)],
            otherwise: [(key: String, value: JSONValue)]? = nil
        ) -> JSONValue {
            var rule: [(key: String, value: JSONValue)] = [("if", .object(condition)), ("then", .object(then))]
            if let otherwise { rule.append(("else", .object(otherwise))) }
            return .object(rule)
        }
        func equals(_ key: String, _ value: String) -> [(key: String, value: JSONValue)] {
            [("required", strings([key])), ("properties", .object([(key, .object([("const", .string(value))]))]))]
        }
        func stateProperties(_ vocabulary: TraceSchema.StateVocabulary) -> [(key: String, value: JSONValue)] {
            let names = type("string", [("enum", strings(vocabulary.names))])
            return [("from", names), ("to", names)]
        }
        func statesOf(_ vocabulary: TraceSchema.StateVocabulary) -> (key: String, value: JSONValue) {
            ("properties", .object(stateProperties(vocabulary)))
        }
        var kindRules: [JSONValue] = []
        for kind in EventKind.allCases {
            var then: [(key: String, value: JSONValue)] = [("required", strings(TraceSchema.required[kind] ?? []))]
            var nested: [JSONValue] = []
            switch kind {
            case .notification:
                then.append(
                    (
                        "properties",
                        .object([
                            (
                                "name",
                                type(
                                    "string",
                                    [
                                        (
                                            "enum",
                                            strings(NotificationCatalogue.entries.flatMap { [$0.name, $0.objcName] })
                                        )
                                    ])
                            ),
                            ("from", .bool(false)), ("to", .bool(false))
                        ])
                    ))
            case .state:
                // A state change with a scene names scene states, without one app states.
                then.append(
                    (
                        "properties",
                        .object([
                            ("name", type("string", [("enum", strings(SilentTransition.allCases.map(\.rawValue)))]))
                        ])
                    ))
                nested.append(
                    when([("required", strings(["scene"]))], then: [statesOf(.scene)], otherwise: [statesOf(.app)]))
            case .callback:
                // The method is one its receiver declares; a scene delegate's needs the scene.
                for receiver in Receiver.allCases {
                    let own = CallbackCatalogue.entries.filter { $0.callback.receiver == receiver }.flatMap {
                        [$0.swiftName, $0.selector]
                    }
                    var rule: [(key: String, value: JSONValue)] = [
                        (
                            "properties",
                            .object(
                                [("method", type("string", [("enum", strings(own))]))]
                                    + stateProperties(receiver == .scene ? .scene : .app))
                        )
                    ]
                    if receiver == .scene { rule.insert(("required", strings(["scene"])), at: 0) }
                    nested.append(when(equals("receiver", receiver.rawValue), then: rule))
                }
            case .phase:
                nested.append(.object([statesOf(.phase)]))
                nested.append(
                    when(
                        equals("level", PhaseLevel.app.rawValue), then: [],
                        otherwise: [("required", strings(["scene"]))]))
            default:
                // Only callbacks, state changes and phases have states.
                then.append(("properties", .object([("from", .bool(false)), ("to", .bool(false))])))
            }
            if !nested.isEmpty { then.append(("allOf", .array(nested))) }
            kindRules.append(
                when([("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))]))], then: then))
        }
        func headerShape(_ shape: TraceHeaderSchema.Shape) -> JSONValue {
            switch shape {
            case .seed: return type("integer", [("minimum", .number("0")), ("maximum", .number(String(UInt64.max)))])
            case .text: return type("string")
            case .oneOf(let names): return type("string", [("enum", strings(names))])
            case .strings: return type("array", [("items", type("string"))])
            case .callbackNames:
                return type(
                    "array", [("items", type("string", [("enum", strings(TraceHeaderSchema.observedCallbackNames))]))])
            case .objects: return type("array", [("items", type("object"))])
            }
        }
        let header: JSONValue = .object([
            ("type", .string("object")),
            ("required", strings(["lifeline"])),
            (
                "properties",
                .object(
                    [
                        ("lifeline", .object([("const", .number("1"))])),
                        ("profile", type("string", [("enum", strings(Profile.allCases.map(\.rawValue)))])),
                        ("source", type("string")),
                        ("scenario", type("string"))
                    ] + TraceHeaderSchema.members.map { (key: $0.key, value: headerShape($0.shape)) })
            )
        ])
        let event: JSONValue = .object([
            ("type", .string("object")),
            ("required", strings(["seq", "t", "kind"])),
            ("additionalProperties", .bool(false)),
            ("properties", .object(eventProperties)),
            ("allOf", .array(kindRules))
        ])
        return JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://lifeline.invalid/trace-v1.schema.json")),
            ("title", .string("Lifeline trace, format version 1: one line")),
            (
                "description",
                .string(
                    """
                    Line 1 of a trace is a header; every other line is an event. See Docs/trace-format.md. Beyond this \
                    schema the reader requires: each line at most 1048576 bytes, seq increasing from line to line, \
                    integers written without a fraction or exponent, no duplicate keys.
                    """)
            ),
            (
                "oneOf",
                .array([.object([("$ref", .string("#/$defs/header"))]), .object([("$ref", .string("#/$defs/event"))])])
            ),
            ("$defs", .object([("header", header), ("event", event)]))
        ]).serialized + "\n"
    }
}
