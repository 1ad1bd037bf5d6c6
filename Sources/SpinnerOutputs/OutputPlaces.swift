import SpinnerPipeline

/// The outputs of one command line as places on disk: two names that land in one place after
/// normalising (`OutputTarget.identity`: `./a.gif` and `a.gif`, a folder and its pattern) are
/// refused before anything renders, so no output is written over another.
package enum OutputPlaces {
    /// Refuses two outputs in one place; each comes with how messages name it (`-o 'a.gif'`).
    package static func checkDistinct(_ outputs: [(name: String, target: OutputTarget)]) throws(OutputsError) {
        var seen: [String: String] = [:]
        for (name, target) in outputs {
            let place = target.identity
            if let earlier = seen[place] {
                if place == OutputTarget.standardOutputIdentity {
                    throw OutputsError("\(earlier) and \(name) both write to standard output", hint: "send one of them to a file")
                }
                throw OutputsError("\(earlier) and \(name) name the same output", hint: "give each output its own path")
            }
            seen[place] = name
        }
    }

    /// As `checkDistinct(_:)`, and then refuses a manifest (its name in messages, the place it
    /// writes) in the place of an output or of an earlier manifest.
    package static func checkDistinct(_ outputs: [(name: String, target: OutputTarget)],
                                      manifests: [(name: String, place: String)]) throws(OutputsError) {
        try checkDistinct(outputs)
        var places = Dictionary(outputs.map { ($0.target.identity, $0.name) }) { first, _ in first }
        for (name, place) in manifests {
            if let earlier = places[place] { throw OutputsError("\(name) and \(earlier) name the same file", hint: "give each its own name") }
            places[place] = name
        }
    }
}
