import LifelineModel

/// The JSON Schema (2020-12) of one trace line, generated from the same tables the reader
/// enforces. `Docs/trace-v1.schema.json` is this output; a test keeps the file current.
public enum TraceJSONSchema {
    public static func document() -> String {
        func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }
        func type(_ name: String, _ extra: [(key: String, value: JSONValue)] = []) -> JSONValue {
            .object([("type", .string(name))] + extra)
        }
        let states = Array(Set(AppState.allCases.map(\.rawValue) + SceneActivationState.allCases.map(\.rawValue)
                               + ScenePhase.allCases.map(\.rawValue))).sorted()
        let methods = CallbackCatalogue.entries.flatMap { [$0.swiftName, $0.selector] }
        let nonNegative = type("number", [("minimum", .number("0"))])
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
        ]
        var kindRules: [JSONValue] = []
        for kind in EventKind.allCases {
            var then: [(key: String, value: JSONValue)] = [("required", strings(TraceSchema.required[kind] ?? []))]
            if kind == .notification {
                then.append(("properties", .object([("name", type("string", [("enum", strings(NotificationCatalogue.entries.flatMap { [$0.name, $0.objcName] }))]))])))
            }
            if kind == .state {
                then.append(("properties", .object([("name", type("string", [("enum", strings(SilentTransition.allCases.map(\.rawValue)))]))])))
            }
            kindRules.append(.object([
                ("if", .object([("properties", .object([("kind", .object([("const", .string(kind.rawValue))]))]))])),
                ("then", .object(then)),
            ]))
        }
        let header: JSONValue = .object([
            ("type", .string("object")),
            ("required", strings(["lifeline"])),
            ("properties", .object([
                ("lifeline", .object([("const", .number("1"))])),
                ("profile", type("string", [("enum", strings(Profile.allCases.map(\.rawValue)))])),
                ("source", type("string")),
                ("scenario", type("string")),
                ("seed", type("integer")),
                ("restoredSessions", type("array", [("items", type("string"))])),
                ("observedCallbacks", type("array", [("items", type("string", [("enum", strings(methods))]))])),
                ("mutations", type("array", [("items", type("object"))])),
            ])),
        ])
        let event: JSONValue = .object([
            ("type", .string("object")),
            ("required", strings(["seq", "t", "kind"])),
            ("additionalProperties", .bool(false)),
            ("properties", .object(eventProperties)),
            ("allOf", .array(kindRules)),
        ])
        return JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("https://lifeline.invalid/trace-v1.schema.json")),
            ("title", .string("Lifeline trace, format version 1: one line")),
            ("description", .string("Line 1 of a trace is a header; every other line is an event. See Docs/trace-format.md.")),
            ("oneOf", .array([.object([("$ref", .string("#/$defs/header"))]), .object([("$ref", .string("#/$defs/event"))])])),
            ("$defs", .object([("header", header), ("event", event)])),
        ]).serialized + "\n"
    }
}
