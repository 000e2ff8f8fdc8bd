import { passwordStrength } from '@estadia/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const COLORS = ['error', 'error', 'warning', 'info', 'success', 'success'] as const;
const MAX_SCORE = 5;

/**
 * Strength meter (booking-and-account §5): one point per rule, labels 'Ruim' to 'Forte' from the shared rule.
 * Accepts a missing value: a form field not yet registered reads undefined.
 */
export function PasswordStrength({ password }: { password: string | null | undefined }) {
  const { score, label } = passwordStrength(password ?? '');
  return (
    <Box sx={{ mt: 1 }}>
      <LinearProgress
        variant="determinate"
        value={(score / MAX_SCORE) * 100}
        color={COLORS[score] ?? 'error'}
        aria-label="Força da senha"
        aria-valuetext={label}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" role="status" aria-live="polite" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
