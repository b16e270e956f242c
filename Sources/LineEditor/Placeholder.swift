public enum LEPlaceholder {}
