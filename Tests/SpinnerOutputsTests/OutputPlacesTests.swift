import Testing
import SpinnerPipeline
import SpinnerOutputs

/// Outputs of one command line that land in one place, refused with the names the user wrote.
@Suite struct OutputPlacesTests {
    static func target(_ path: String) throws -> OutputTarget { try OutputTarget(path: path, format: nil, animated: false) }

    @Test func twoSpellingsOfOneFileAreOneOutput() throws {
        let outputs = [("-o 'a.gif'", try Self.target("a.gif")), ("-o './a.gif'", try Self.target("./a.gif"))]
        #expect { try OutputPlaces.checkDistinct(outputs) } throws: { error in
            let e = error as! OutputsError
            return e.message == "-o 'a.gif' and -o './a.gif' name the same output" && e.kind == .usage
        }
        try OutputPlaces.checkDistinct([outputs[0], ("-o 'b.gif'", try Self.target("b.gif"))])
    }

    @Test func aManifestInAnOutputsPlaceIsRefused() throws {
        let outputs = [("-o 'm.json.gif'", try Self.target("m.json.gif"))]
        let place = OutputTarget.rawRGBA(path: "m.json.gif").identity
        #expect { try OutputPlaces.checkDistinct(outputs, manifests: [("--manifest 'm.json.gif'", place)]) } throws: { error in
            (error as! OutputsError).message == "--manifest 'm.json.gif' and -o 'm.json.gif' name the same file"
        }
    }
}
