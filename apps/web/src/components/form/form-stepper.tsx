import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export interface TFormStepperProps {
  /** Titles of every step of the view. */
  titles: string[];
  /** The steps in use (indices into titles), in order. */
  steps: number[];
  current: number;
  /** Only earlier steps may be revisited; later ones are reached with 'Próximo'. */
  onSelect(step: number): void;
}

/** Step headers plus the 'Etapa n/total' indicator and the current step's title. */
export function FormStepper({ titles, steps, current, onSelect }: TFormStepperProps) {
  const position = Math.max(0, steps.indexOf(current));
  return (
    <Box sx={{ mb: 3 }}>
      <Stepper activeStep={position} alternativeLabel nonLinear sx={{ mb: 2 }}>
        {steps.map((step, index) => (
          <Step key={step} completed={index < position} disabled={index > position}>
            <StepButton onClick={() => index < position && onSelect(step)}>{titles[step]}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" data-testid="form-step-indicator">
        {`Etapa ${position + 1}/${steps.length}`}
      </Typography>
      <Typography variant="h6" component="h2">
        {titles[current]}
      </Typography>
    </Box>
  );
}
