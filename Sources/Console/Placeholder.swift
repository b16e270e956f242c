public enum ConsolePlaceholder {}
