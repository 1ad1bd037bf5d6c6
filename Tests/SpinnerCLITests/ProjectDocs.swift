import Foundation

/// The project's documentation as tests read it: `README.md` and the pages under `docs/`. A test
/// that runs a documented example takes the example from the page that shows it, so the page and
/// the test cannot drift apart: edit the example and the test runs the new one.
enum ProjectDocs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `README.md` (`"README.md"`) or of a page under `docs/` (`"formats.md"`).
    static func page(_ name: String) throws -> String {
        let path = name == "README.md" ? name : "docs/" + name
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `text` with every run of white space (line breaks included) as one space, so a sentence
    /// can be found however the page wraps it.
    static func flat(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// The contents of the page's fenced code blocks opened with ```` ```language ````, in order.
    static func codeBlocks(_ language: String, in name: String) throws -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in try page(name).split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line.hasPrefix("```") {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```" + language {
                current = []
            }
        }
        return blocks
    }

    /// The commands of the page's `sh` blocks, one a line: a line ending in `\` joined with the
    /// next, a trailing ` # comment` dropped, runs of spaces as one.
    static func commands(in name: String) throws -> [String] {
        var commands: [String] = []
        for block in try codeBlocks("sh", in: name) {
            var pending = ""
            for line in block.split(separator: "\n") {
                var text = String(line)
                if let comment = text.range(of: " # ") { text = String(text[..<comment.lowerBound]) }
                text = flat(text)
                if text.hasSuffix("\\") {
                    pending += String(text.dropLast()) + " "
                    continue
                }
                let command = flat(pending + text)
                pending = ""
                if !command.isEmpty { commands.append(command) }
            }
        }
        return commands
    }

    /// A documented command split into arguments as a shell would split this simple form: at
    /// spaces, with single or double quotes around a word removed.
    static func arguments(_ command: String) -> [String] {
        command.split(separator: " ").map { word in
            for quote in ["'", "\""] where word.count >= 2 && word.hasPrefix(quote) && word.hasSuffix(quote) {
                return String(word.dropFirst().dropLast())
            }
            return String(word)
        }
    }
}
